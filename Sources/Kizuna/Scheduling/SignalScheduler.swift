/// An execution context that can also run work later and tells the time.
///
/// Time operators (`debounce`, `throttle`, `delay`) take a scheduler, so that tests can use
/// the virtual-time `TestScheduler` from KizunaTestSupport instead of waiting.
///
/// Time is a `Duration` since an origin chosen by the scheduler; only differences matter.
/// (Combine calls its own protocol `Scheduler`; Kizuna's is named apart, so that a file that
/// imports both needs no module qualification.)
///
/// ```swift
/// let scheduler: some SignalScheduler = TestScheduler()
/// scheduler.schedule(after: .seconds(1)) { print("a second later") }
/// ```
public protocol SignalScheduler: ExecutionContext {
  /// The current time on this scheduler's clock, measured from the scheduler's origin.
  var now: Duration { get }

  /// Runs `work` once `delay` has passed (at once for a zero or negative delay).
  ///
  /// - Parameters:
  ///   - delay: How long to wait before running `work`.
  ///   - work: Runs exactly once, unless the returned disposable is disposed first.
  /// - Returns: A disposable that cancels the work if it has not run yet.
  @discardableResult
  func schedule(after delay: Duration, _ work: @escaping @Sendable () -> Void) -> any Disposable
}
