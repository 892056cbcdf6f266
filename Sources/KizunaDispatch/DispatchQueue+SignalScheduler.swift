public import Dispatch
public import Kizuna

/// `DispatchQueue` as a Kizuna execution context and scheduler.
///
/// ``execute(_:)`` is `async(execute:)`: work given from one thread runs in order on a serial
/// queue (a concurrent queue may run it in parallel; `receive(on:)` still delivers each
/// observation's events in order). ``schedule(after:_:)`` is `asyncAfter` with a cancellable
/// `DispatchWorkItem`. ``now`` is `DispatchTime.now()` (uptime, stopped while the system
/// sleeps).
///
/// ```swift
/// let queue = DispatchQueue(label: "work")
/// results.receive(on: queue).observeNext { print($0) }  // prints on `queue`
/// queue.schedule(after: .milliseconds(10)) { print("10 ms later, on queue") }
/// ```
extension DispatchQueue: ExecutionContext, SignalScheduler {
  /// Runs `work` asynchronously on the queue.
  ///
  /// - Parameter work: Runs exactly once, on this queue.
  public func execute(_ work: @escaping @Sendable () -> Void) {
    async(execute: BindingRecorder.carryingScopeIfRecording(work))
  }

  /// The uptime of `DispatchTime.now()`, in nanoseconds.
  public var now: Duration { .nanoseconds(DispatchTime.now().uptimeNanoseconds) }

  /// Runs `work` on the queue once `delay` has passed (`asyncAfter`).
  ///
  /// A zero or negative delay queues the work at once. Delays too long for `DispatchTime`
  /// are clamped to the far future.
  ///
  /// - Parameters:
  ///   - delay: How long to wait.
  ///   - work: Runs at most once, on this queue.
  /// - Returns: A disposable that cancels the work item if it has not started.
  @discardableResult
  public func schedule(
    after delay: Duration, _ work: @escaping @Sendable () -> Void
  )
    -> any Disposable
  {
    let scheduled = CancellableWork(BindingRecorder.carryingScopeIfRecording(work))
    let item = WorkItem(DispatchWorkItem(block: scheduled.run))
    scheduled.attach(cancel: item.cancel)
    asyncAfter(deadline: Self.deadline(after: delay), execute: item.item)
    return scheduled
  }

  /// The `DispatchTime` that lies `delay` from now, clamped to `[now, distantFuture]`.
  package static func deadline(after delay: Duration) -> DispatchTime {
    guard delay > .zero else { return .now() }
    let (seconds, attoseconds) = delay.components
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    guard !overflow else { return .distantFuture }
    let (nanoseconds, overflow2) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
    guard !overflow2, let interval = Int(exactly: nanoseconds) else { return .distantFuture }
    let now = DispatchTime.now()
    let (due, overflow3) = now.uptimeNanoseconds.addingReportingOverflow(UInt64(interval))
    guard !overflow3, due < DispatchTime.distantFuture.uptimeNanoseconds else {
      return .distantFuture
    }
    return DispatchTime(uptimeNanoseconds: due)
  }
}

/// A `DispatchWorkItem` handed across threads only to be cancelled.
// Safety: `item` is a `let`, and the only method called on it from other threads, `cancel()`
// (`dispatch_block_cancel`), is documented thread-safe; Linux's Dispatch just lacks the
// `Sendable` annotation.
private final class WorkItem: @unchecked Sendable {
  let item: DispatchWorkItem

  init(_ item: DispatchWorkItem) { self.item = item }

  @Sendable func cancel() { item.cancel() }
}
