import Dispatch
public import Kizuna

/// A real-clock scheduler on a serial dispatch queue: the demo's "main thread" for one session.
///
/// ```swift
/// let scheduler = DispatchQueueScheduler(label: "session")
/// scheduler.schedule(after: .seconds(1)) { print("one second later") }
/// ```
///
/// Work runs on the scheduler's serial queue, one item at a time.
public final class DispatchQueueScheduler: Scheduler {
  private let queue: DispatchQueue
  private let start = ContinuousClock.now

  /// Creates a scheduler with its own serial queue.
  ///
  /// - Parameter label: The queue's label, for debugging.
  public init(label: String = "kizuna.session") {
    queue = DispatchQueue(label: label)
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
