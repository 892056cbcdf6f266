extension SignalProtocol {
  /// Sends every event `interval` later, in the original order.
  ///
  /// Terminal events are delayed too, so a failure arrives after the values sent before it.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let taps = PublishSubject<Int, Never>()
  /// taps.delay(for: .seconds(1), scheduler: scheduler).observeNext { print($0) }.dispose(in: bag)
  /// taps.send(1)                        // prints nothing yet
  /// scheduler.advance(by: .seconds(1))  // prints 1
  /// ```
  ///
  /// - Parameters:
  ///   - interval: How long to delay each event; must not be negative.
  ///   - scheduler: Runs the timers; events are delivered on it.
  /// - Returns: The delayed signal.
  @inlinable public func delay(
    for interval: Duration, scheduler: some SignalScheduler
  ) -> Signal<Element, Failure> {
    precondition(interval >= .zero, "delay(for:scheduler:): interval \(interval) is negative")
    return Signal { observer in
      TimedOperatorCore(
        DelayStateMachine(), observer: observer, interval: interval, scheduler: scheduler
      ).start(observing: self)
    }
  }
}
