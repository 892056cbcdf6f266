/// The state machine of a time operator (`debounce`, `throttle`, `delay`, `timeout`), as the one
/// scaffolding, ``TimedOperatorCore``, drives it.
///
/// Every method runs under the operator's lock: it changes the state, queues the output events
/// in `outbox` (the ``SerialDelivery`` outbox of the observation), and returns what must happen outside the lock. Timers carry an `id` the machine
/// chose, so that a timer that fires after being replaced does nothing.
@usableFromInline protocol TimedStateMachine: Sendable {
  /// The upstream's values.
  associatedtype Input: Sendable
  /// The operator's values.
  associatedtype Output: Sendable
  /// The failure type, the same upstream and downstream.
  associatedtype Failure: Error

  /// The observation starts, before the upstream is observed.
  mutating func started() -> TimerAction
  /// The upstream sent `event`.
  mutating func receive(
    _ event: Event<Input, Failure>,
    into outbox: inout SerialDelivery<Self, Observer<Output, Failure>>.Outbox
  ) -> TimerAction
  /// Timer `id` fired.
  mutating func timerFired(
    id: UInt64, into outbox: inout SerialDelivery<Self, Observer<Output, Failure>>.Outbox
  ) -> TimerAction
  /// Timer `id` was scheduled and is `timer`.
  mutating func scheduled(id: UInt64, timer: any Disposable) -> TimerAction
  /// The observation was disposed.
  mutating func disposed() -> TimerAction
}

extension TimedStateMachine {
  /// Most time operators start no timer before the first value.
  @inlinable mutating func started() -> TimerAction { .none }
}

extension TimedStateMachine where Input == Output {
  /// Queues the end of an operator that holds back one value: `flush` first (a completion
  /// sends the held value, a failure drops it), then the terminal `event`.
  @inlinable static func end(
    flushing flush: Output?, with event: Event<Output, Failure>,
    cancelling timer: (any Disposable)?,
    into outbox: inout SerialDelivery<Self, Observer<Output, Failure>>.Outbox
  ) -> TimerAction {
    if let flush { outbox.send(flush) }
    outbox.send(event)
    return .finish(cancel: timer.asList)
  }
}
