/// One observation of a time operator: the scaffolding every time operator shares.
///
/// It observes the upstream, runs the operator's ``TimedStateMachine`` under the lock of a
/// ``SerialDelivery`` (so output is serial and in order whatever thread the upstream or the
/// scheduler uses), and does outside the lock what the machine decided: schedule a timer and
/// report it back, cancel timers, dispose the upstream. Invariants: a timer is always either
/// stored by the machine or cancelled (the `scheduled` round trip decides which), and after the
/// machine's terminal event, or dispose, nothing is scheduled any more.
@usableFromInline
final class TimedOperatorCore<Machine: TimedStateMachine, Clock: SignalScheduler>: Sendable {
  @usableFromInline typealias Output = Machine.Output
  @usableFromInline typealias Failure = Machine.Failure
  @usableFromInline let delivery: SerialDelivery<Machine, Observer<Output, Failure>>
  @usableFromInline let interval: Duration
  @usableFromInline let scheduler: Clock
  /// Makes the terminal event of an ``TimerAction/expire`` (only `timeout` has one).
  @usableFromInline let expiry: (@Sendable () -> Event<Output, Failure>)?
  @usableFromInline let upstream = SerialDisposable()

  @inlinable init(
    _ machine: Machine, observer: Observer<Output, Failure>, interval: Duration, scheduler: Clock,
    expiry: (@Sendable () -> Event<Output, Failure>)? = nil
  ) {
    delivery = SerialDelivery(machine, target: observer)
    self.interval = interval
    self.scheduler = scheduler
    self.expiry = expiry
  }

  /// Starts the machine, observes `source`, and returns the observation's disposable.
  @inlinable func start<Source: SignalProtocol>(observing source: Source) -> any Disposable
  where Source.Element == Machine.Input, Source.Failure == Failure {
    perform(delivery.update { machine, _ in machine.started() })
    upstream.inner = source.observe { event in self.receive(event) }
    return BlockDisposable { [self] in
      upstream.dispose()
      perform(delivery.update { machine, _ in machine.disposed() })
    }
  }

  @inlinable func receive(_ event: Event<Machine.Input, Failure>) {
    perform(delivery.update { machine, outbox in machine.receive(event, into: &outbox) })
  }

  @inlinable func timerFired(id: UInt64) {
    perform(delivery.update { machine, outbox in machine.timerFired(id: id, into: &outbox) })
  }

  /// Does, outside the lock, what the machine decided.
  @inlinable func perform(_ action: TimerAction) {
    switch action {
    case .none: break
    case .schedule(let id, let cancel):
      cancel?.dispose()
      let timer = scheduler.scheduleInCallersScope(after: interval) { self.timerFired(id: id) }
      perform(delivery.update { machine, _ in machine.scheduled(id: id, timer: timer) })
    case .cancel(let timers):
      for timer in timers { timer.dispose() }
    case .finish(let timers):
      for timer in timers { timer.dispose() }
      upstream.dispose()
    case .expire:
      // The machine is finished, so nothing else can be queued before this terminal event;
      // `expiry` (user code) runs here, outside the lock.
      guard let expiry else {
        preconditionFailure("Kizuna: internal error: a time operator expired without an expiry")
      }
      let terminal = expiry()
      delivery.update { _, outbox in outbox.send(terminal) }
      upstream.dispose()
    }
  }
}
