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
      let core = DebounceCore(observer: observer, dueTime: dueTime, scheduler: scheduler)
      core.upstream.inner = self.observe { event in core.receive(event) }
      return core.disposable
    }
  }
}

/// One observation of `debounce`.
@usableFromInline
final class DebounceCore<Element: Sendable, Failure: Error, Clock: SignalScheduler>: Sendable {
  @usableFromInline let delivery:
    SerialDelivery<DebounceStateMachine<Element>, Observer<Element, Failure>>
  @usableFromInline let dueTime: Duration
  @usableFromInline let scheduler: Clock
  @usableFromInline let upstream = SerialDisposable()

  @inlinable init(observer: Observer<Element, Failure>, dueTime: Duration, scheduler: Clock) {
    delivery = SerialDelivery(DebounceStateMachine(), target: observer)
    self.dueTime = dueTime
    self.scheduler = scheduler
  }

  @inlinable var disposable: any Disposable {
    BlockDisposable { [self] in
      upstream.dispose()
      perform(delivery.update { machine, _ in machine.finish(flushing: false) })
    }
  }

  @inlinable func receive(_ event: Event<Element, Failure>) {
    let action = delivery.update { machine, outbox -> DebounceStateMachine<Element>.Action in
      switch event {
      case .next(let element):
        return machine.receivedValue(element)
      case .completed, .failed:
        let isCompletion = event.failure == nil
        let action = machine.finish(flushing: isCompletion)
        if case .finish(let flush, _) = action {
          if let flush { outbox.send(flush) }
          outbox.send(event)
        }
        return action
      }
    }
    perform(action)
  }

  @inlinable func timerFired(generation: UInt64) {
    let action = delivery.update { machine, outbox in
      let action = machine.timerFired(generation: generation)
      if case .emit(let element) = action { outbox.send(element) }
      return action
    }
    perform(action)
  }

  @inlinable func perform(_ action: DebounceStateMachine<Element>.Action) {
    switch action {
    case .none, .emit: break
    case .schedule(let generation, let cancel):
      cancel?.dispose()
      let timer = scheduler.schedule(after: dueTime) { self.timerFired(generation: generation) }
      perform(
        delivery.update { machine, _ in machine.scheduled(generation: generation, timer: timer) })
    case .cancel(let timer): timer.dispose()
    case .finish(_, let timer):
      timer?.dispose()
      upstream.dispose()
    }
  }
}
