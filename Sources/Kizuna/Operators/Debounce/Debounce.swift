extension SignalProtocol {
  /// Sends a value only after `dueTime` has passed without another value.
  ///
  /// Each value restarts the wait; bursts of values collapse into their last one. When the
  /// upstream completes, a waiting value is sent at once, then the completion; a failure is
  /// sent at once and drops the waiting value.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let text = PublishSubject<String, Never>()
  /// text.debounce(for: .milliseconds(300), scheduler: scheduler)
  ///   .observeNext { print($0) }.dispose(in: bag)
  /// text.send("k"); text.send("ki")
  /// scheduler.advance(by: .milliseconds(300))  // prints "ki"
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: How long the upstream must stay quiet; must not be negative.
  ///   - scheduler: Runs the timers; debounced values are delivered on it.
  /// - Returns: A debounced signal. Terminal events are delivered on the upstream's thread.
  @inlinable public func debounce(
    for dueTime: Duration, scheduler: some SignalScheduler
  ) -> Signal<Element, Failure> {
    precondition(dueTime >= .zero, "debounce(for:scheduler:): dueTime \(dueTime) is negative")
    return Signal { observer in
      TimedOperatorCore(
        DebounceStateMachine(), observer: observer, interval: dueTime, scheduler: scheduler
      ).start(observing: self)
    }
  }
}
