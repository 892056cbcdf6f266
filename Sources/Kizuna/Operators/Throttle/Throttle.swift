extension SignalProtocol {
  /// Sends at most one value per `interval`: the first value at once, then, at the end of each
  /// interval, the latest (or first) value that arrived during it.
  ///
  /// When the upstream completes, a held-back value is sent at once, then the completion; a
  /// failure is sent at once and drops the held value.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let scrolls = PublishSubject<Int, Never>()
  /// scrolls.throttle(for: .seconds(1), scheduler: scheduler, latest: true)
  ///   .observeNext { print($0) }.dispose(in: bag)
  /// scrolls.send(1)                   // prints 1
  /// scrolls.send(2); scrolls.send(3)
  /// scheduler.advance(by: .seconds(1))  // prints 3
  /// ```
  ///
  /// - Parameters:
  ///   - interval: The length of a window; must not be negative.
  ///   - scheduler: Runs the window timers; values held back are delivered on it.
  ///   - latest: Whether a window sends the latest value that arrived during it (`true`) or
  ///     the first (`false`).
  /// - Returns: A throttled signal. Values sent at once and terminal events are delivered on
  ///   the upstream's thread.
  @inlinable public func throttle(
    for interval: Duration, scheduler: some SignalScheduler, latest: Bool = true
  )
    -> Signal<Element, Failure>
  {
    precondition(
      interval >= .zero, "throttle(for:scheduler:latest:): interval \(interval) is negative")
    return Signal { observer in
      TimedOperatorCore(
        ThrottleStateMachine(keepsLatest: latest), observer: observer, interval: interval,
        scheduler: scheduler
      ).start(observing: self)
    }
  }
}
