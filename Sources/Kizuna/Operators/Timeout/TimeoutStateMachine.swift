/// The state of one `timeout` observation: the running timer and its generation.
///
/// The first timer starts with the observation; each value replaces it with a new one. A timer
/// that fires while it is still the current generation ends the observation; a replaced timer
/// that fires anyway does nothing.
@usableFromInline
struct TimeoutStateMachine<Element: Sendable, Failure: Error>: Sendable,
  CustomStringConvertible
{
  @usableFromInline enum Action: Sendable {
    /// Nothing to do.
    case none
    /// Cancel `cancel` (if any) and schedule a timer for `generation`.
    case schedule(generation: UInt64, cancel: (any Disposable)?)
    /// Cancel this timer: it was replaced or the observation ended before it could be stored.
    case cancel(any Disposable)
    /// The time ran out: send the timeout's terminal event and dispose the upstream.
    case expire
    /// The observation ended otherwise: cancel `timer`.
    case finish(timer: (any Disposable)?)
  }

  @usableFromInline var generation: UInt64 = 0
  @usableFromInline var timer: (any Disposable)?
  @usableFromInline var isFinished = false

  @inlinable init() {}

  @inlinable var description: String {
    "TimeoutStateMachine(generation: \(generation), finished: \(isFinished))"
  }

  /// The observation started, or the upstream sent a value: the wait starts again.
  @inlinable mutating func restart() -> Action {
    guard !isFinished else { return .none }
    generation += 1
    defer { timer = nil }
    return .schedule(generation: generation, cancel: timer)
  }

  /// The timer for `generation` was scheduled.
  @inlinable mutating func scheduled(
    generation scheduled: UInt64, timer newTimer: any Disposable
  ) -> Action {
    guard !isFinished, scheduled == generation else { return .cancel(newTimer) }
    timer = newTimer
    return .none
  }

  /// The timer for `generation` fired.
  @inlinable mutating func timerFired(generation fired: UInt64) -> Action {
    precondition(fired <= generation, "timeout: timer \(fired) from the future in \(self)")
    guard !isFinished, fired == generation else { return .none }
    isFinished = true
    timer = nil
    return .expire
  }

  /// The upstream completed or failed, or the observation was disposed.
  @inlinable mutating func finish() -> Action {
    guard !isFinished else { return .none }
    isFinished = true
    defer { timer = nil }
    return .finish(timer: timer)
  }
}

extension TimeoutStateMachine: TimedStateMachine {
  @usableFromInline typealias Input = Element
  @usableFromInline typealias Output = Element

  @inlinable mutating func started() -> TimerAction { timerAction(restart()) }

  @inlinable mutating func receive(
    _ event: Event<Element, Failure>,
    into outbox: inout SerialDelivery<Self, Observer<Element, Failure>>.Outbox
  ) -> TimerAction {
    let action = event.isTerminal ? finish() : restart()
    switch action {
    case .schedule, .finish: outbox.send(event)
    case .none, .cancel, .expire: break
    }
    return timerAction(action)
  }

  @inlinable mutating func timerFired(
    id: UInt64, into outbox: inout SerialDelivery<Self, Observer<Element, Failure>>.Outbox
  ) -> TimerAction {
    timerAction(timerFired(generation: id))
  }

  @inlinable mutating func scheduled(id: UInt64, timer: any Disposable) -> TimerAction {
    timerAction(scheduled(generation: id, timer: timer))
  }

  @inlinable mutating func disposed() -> TimerAction {
    guard case .finish(let timer) = finish() else { return .none }
    return .cancel(timer.asList)
  }

  /// The scaffolding's action for one of this machine's.
  @inlinable func timerAction(_ action: Action) -> TimerAction {
    switch action {
    case .none: .none
    case .schedule(let generation, let cancel): .schedule(id: generation, cancel: cancel)
    case .cancel(let timer): .cancel([timer])
    case .expire: .expire
    case .finish(let timer): .finish(cancel: timer.asList)
    }
  }
}
