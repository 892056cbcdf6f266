extension SignalProtocol {
  /// Ends the signal when `interval` passes without a value: at the start, and after each
  /// value.
  ///
  /// When the time runs out, the result fails with `customError()`, or completes when there is
  /// no `customError` (Combine's `timeout(_:scheduler:customError:)`), and the upstream is
  /// disposed. The upstream's own completion or failure passes through and stops the timer.
  ///
  /// ```swift
  /// enum RequestError: Error { case timedOut }
  /// let scheduler = TestScheduler()
  /// let reply = PublishSubject<String, RequestError>()
  /// reply.timeout(.seconds(5), scheduler: scheduler) { .timedOut }
  ///   .observe { print($0) }.dispose(in: bag)
  /// scheduler.advance(by: .seconds(5))  // prints "failed(timedOut)"
  /// ```
  ///
  /// - Parameters:
  ///   - interval: The longest wait for a value; must not be negative.
  ///   - scheduler: Runs the timer; the timeout's terminal event is delivered on it.
  ///   - customError: Makes the failure to send when the time runs out; `nil` completes
  ///     instead. Runs on the scheduler, outside any lock.
  /// - Returns: The upstream's events, ended early when it stays quiet for `interval`.
  @inlinable public func timeout(
    _ interval: Duration, scheduler: some SignalScheduler,
    customError: (@Sendable () -> Failure)? = nil
  ) -> Signal<Element, Failure> {
    precondition(interval >= .zero, "timeout(_:scheduler:): interval \(interval) is negative")
    let expiry: @Sendable () -> Event<Element, Failure> = {
      customError.map { .failed($0()) } ?? .completed
    }
    return Signal { observer in
      TimedOperatorCore(
        TimeoutStateMachine(), observer: observer, interval: interval, scheduler: scheduler,
        expiry: expiry
      ).start(observing: self)
    }
  }
}
