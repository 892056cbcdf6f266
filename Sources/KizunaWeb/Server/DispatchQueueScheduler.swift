public import Dispatch
public import Kizuna

/// A real-clock scheduler on a serial dispatch queue; the demo uses the main queue, where the
/// screens run.
///
/// ```swift
/// let scheduler = DispatchQueueScheduler(.main)
/// scheduler.schedule(after: .seconds(1)) { print("one second later") }
/// ```
///
/// Work runs on the scheduler's serial queue, one item at a time.
public final class DispatchQueueScheduler: Scheduler {
  private let queue: DispatchQueue
  private let start = ContinuousClock.now

  /// Creates a scheduler on `queue`.
  ///
  /// - Parameter queue: A serial queue; `.main` runs the work on the main actor.
  public init(_ queue: DispatchQueue) {
    self.queue = queue
  }

  /// The time elapsed since the scheduler was created.
  public var now: Duration { ContinuousClock.now - start }

  /// Runs `work` on the queue, soon.
  public func execute(_ work: @escaping @Sendable () -> Void) {
    queue.async(execute: work)
  }

  /// Runs `work` on the queue after `delay`, unless the returned disposable is disposed first.
  @discardableResult
  public func schedule(
    after delay: Duration, _ work: @escaping @Sendable () -> Void
  )
    -> any Disposable
  {
    let cancellation = SimpleDisposable()
    let (seconds, attoseconds) = max(delay, .zero).components
    let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    queue.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
      if !cancellation.isDisposed { work() }
    }
    return cancellation
  }
}
