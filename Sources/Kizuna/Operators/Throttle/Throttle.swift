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
      let core = ThrottleCore(
        observer: observer, interval: interval, scheduler: scheduler, latest: latest)
      core.upstream.inner = self.observe { event in core.receive(event) }
      return core.disposable
    }
  }
}

/// One observation of `throttle`.
@usableFromInline
final class ThrottleCore<Element: Sendable, Failure: Error, Clock: SignalScheduler>: Sendable {
  @usableFromInline let delivery:
    SerialDelivery<ThrottleStateMachine<Element>, Observer<Element, Failure>>
  @usableFromInline let interval: Duration
  @usableFromInline let scheduler: Clock
  @usableFromInline let upstream = SerialDisposable()

  @inlinable init(
    observer: Observer<Element, Failure>, interval: Duration, scheduler: Clock, latest: Bool
  ) {
    delivery = SerialDelivery(ThrottleStateMachine(keepsLatest: latest), target: observer)
    self.interval = interval
    self.scheduler = scheduler
  }

  @inlinable var disposable: any Disposable {
    BlockDisposable { [self] in
      upstream.dispose()
      perform(delivery.update { machine, _ in machine.finish(flushing: false) })
    }
  }

  @inlinable func receive(_ event: Event<Element, Failure>) {
    let action = delivery.update { machine, outbox -> ThrottleStateMachine<Element>.Action in
      switch event {
      case .next(let element):
        let action = machine.receivedValue(element)
        if case .emitAndOpenWindow(let element, _) = action { outbox.send(element) }
        return action
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

  @inlinable func windowEnded(_ window: UInt64) {
    let action = delivery.update { machine, outbox in
      let action = machine.windowEnded(window)
      if case .emitAndOpenWindow(let element, _) = action { outbox.send(element) }
      return action
    }
    perform(action)
  }

  @inlinable func perform(_ action: ThrottleStateMachine<Element>.Action) {
    switch action {
    case .none: break
    case .emitAndOpenWindow(_, let window):
      let timer = scheduler.schedule(after: interval) { self.windowEnded(window) }
      perform(delivery.update { machine, _ in machine.scheduled(window: window, timer: timer) })
    case .cancel(let timer): timer.dispose()
    case .finish(_, let timer):
      timer?.dispose()
      upstream.dispose()
    }
  }
}
