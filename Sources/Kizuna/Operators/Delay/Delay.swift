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
      let core = DelayCore(observer: observer, interval: interval, scheduler: scheduler)
      core.upstream.inner = self.observe { event in core.receive(event) }
      return core.disposable
    }
  }
}

/// One observation of `delay`.
@usableFromInline
final class DelayCore<Element: Sendable, Failure: Error, Clock: SignalScheduler>: Sendable {
  @usableFromInline let delivery:
    SerialDelivery<DelayStateMachine<Element, Failure>, Observer<Element, Failure>>
  @usableFromInline let interval: Duration
  @usableFromInline let scheduler: Clock
  @usableFromInline let upstream = SerialDisposable()

  @inlinable init(observer: Observer<Element, Failure>, interval: Duration, scheduler: Clock) {
    delivery = SerialDelivery(DelayStateMachine(), target: observer)
    self.interval = interval
    self.scheduler = scheduler
  }

  @inlinable var disposable: any Disposable {
    BlockDisposable { [self] in
      upstream.dispose()
      perform(delivery.update { machine, _ in machine.disposed() })
    }
  }

  @inlinable func receive(_ event: Event<Element, Failure>) {
    perform(delivery.update { machine, _ in machine.received(event) })
  }

  @inlinable func timerFired(id: UInt64) {
    let action = delivery.update { machine, outbox in
      let action = machine.timerFired(id: id)
      if case .release(let event) = action { outbox.send(event) }
      return action
    }
    perform(action)
  }

  @inlinable func perform(_ action: DelayStateMachine<Element, Failure>.Action) {
    switch action {
    case .none: break
    case .schedule(let id):
      let timer = scheduler.schedule(after: interval) { self.timerFired(id: id) }
      perform(delivery.update { machine, _ in machine.scheduled(id: id, timer: timer) })
    case .cancel(let timer): timer.dispose()
    case .release(let event):
      if event.isTerminal { upstream.dispose() }
    case .cancelAll(let timers):
      for timer in timers { timer.dispose() }
    }
  }
}
