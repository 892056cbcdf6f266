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
    return Signal { observer in
      let core = TimeoutCore(
        observer: observer, interval: interval, scheduler: scheduler, customError: customError)
      core.perform(core.delivery.update { machine, _ in machine.restart() })
      core.upstream.inner = self.observe { event in core.receive(event) }
      return core.disposable
    }
  }
}

/// One observation of `timeout`.
@usableFromInline
final class TimeoutCore<Element: Sendable, Failure: Error, Clock: SignalScheduler>: Sendable {
  @usableFromInline let delivery: SerialDelivery<TimeoutStateMachine, Observer<Element, Failure>>
  @usableFromInline let interval: Duration
  @usableFromInline let scheduler: Clock
  @usableFromInline let customError: (@Sendable () -> Failure)?
  @usableFromInline let upstream = SerialDisposable()

  @inlinable init(
    observer: Observer<Element, Failure>, interval: Duration, scheduler: Clock,
    customError: (@Sendable () -> Failure)?
  ) {
    delivery = SerialDelivery(TimeoutStateMachine(), target: observer)
    self.interval = interval
    self.scheduler = scheduler
    self.customError = customError
  }

  @inlinable var disposable: any Disposable {
    BlockDisposable { [self] in
      upstream.dispose()
      perform(delivery.update { machine, _ in machine.finish() })
    }
  }

  @inlinable func receive(_ event: Event<Element, Failure>) {
    let action = delivery.update { machine, outbox -> TimeoutStateMachine.Action in
      let action = event.isTerminal ? machine.finish() : machine.restart()
      switch action {
      case .schedule, .finish: outbox.send(event)
      case .none, .cancel, .expire: break
      }
      return action
    }
    perform(action)
  }

  @inlinable func timerFired(generation: UInt64) {
    let action = delivery.update { machine, _ in machine.timerFired(generation: generation) }
    guard case .expire = action else { return perform(action) }
    // The machine is finished, so nothing else can be queued before the timeout's terminal
    // event; `customError` runs here, outside the lock, and only for a timeout that happened.
    let terminal: Event<Element, Failure> = customError.map { .failed($0()) } ?? .completed
    delivery.update { _, outbox in outbox.send(terminal) }
    perform(action)
  }

  @inlinable func perform(_ action: TimeoutStateMachine.Action) {
    switch action {
    case .none: break
    case .schedule(let generation, let cancel):
      cancel?.dispose()
      let timer = scheduler.schedule(after: interval) { self.timerFired(generation: generation) }
      perform(
        delivery.update { machine, _ in machine.scheduled(generation: generation, timer: timer) })
    case .cancel(let timer): timer.dispose()
    case .expire: upstream.dispose()
    case .finish(let timer): timer?.dispose()
    }
  }
}
