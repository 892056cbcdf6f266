/// The state of one `timeout` observation: the running timer and its generation.
///
/// The first timer starts with the observation; each value replaces it with a new one. A timer
/// that fires while it is still the current generation ends the observation; a replaced timer
/// that fires anyway does nothing.
///
/// States: `initial` → (start) `waiting` → (value) `waiting` with the next timer; its timer
/// firing, the end or dispose → `finished`, which ignores the rest.
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

  /// Where the observation stands; each case holds what it owns.
  @usableFromInline enum State: Sendable {
    /// Made, not started: no timer yet.
    case initial
    /// Timer `generation` runs (`timer` is `nil` until its scheduling is reported back).
    case waiting(generation: UInt64, timer: (any Disposable)?)
    /// Expired, completed, failed or disposed: nothing more happens.
    case finished
  }

  @usableFromInline var state: State = .initial

  @inlinable init() {}

  @inlinable var description: String {
    switch state {
    case .initial: "TimeoutStateMachine(initial)"
    case .waiting(let generation, let timer):
      "TimeoutStateMachine(waiting: \(generation), timer: \(timer == nil ? "scheduling" : "stored"))"
    case .finished: "TimeoutStateMachine(finished)"
    }
  }

  /// The observation started, or the upstream sent a value: the wait starts again.
  @inlinable mutating func restart() -> Action {
    switch state {
    case .initial:
      state = .waiting(generation: 1, timer: nil)
      return .schedule(generation: 1, cancel: nil)
    case .waiting(let generation, let timer):
      state = .waiting(generation: generation &+ 1, timer: nil)
      return .schedule(generation: generation &+ 1, cancel: timer)
    case .finished:
      return .none
    }
  }

  /// The timer for `generation` was scheduled.
  @inlinable mutating func scheduled(
    generation scheduled: UInt64, timer newTimer: any Disposable
  ) -> Action {
    switch state {
    case .initial:
      preconditionFailure("timeout: timer \(scheduled) scheduled before the start in \(self)")
    case .waiting(let generation, let timer) where scheduled == generation:
      precondition(timer == nil, "timeout: timer \(scheduled) scheduled twice in \(self)")
      state = .waiting(generation: generation, timer: newTimer)
      return .none
    case .waiting, .finished:
      return .cancel(newTimer)  // replaced, or the observation ended
    }
  }

  /// The timer for `generation` fired.
  @inlinable mutating func timerFired(generation fired: UInt64) -> Action {
    switch state {
    case .initial:
      preconditionFailure("timeout: timer \(fired) fired before the start in \(self)")
    case .waiting(let generation, _):
      precondition(fired <= generation, "timeout: timer \(fired) from the future in \(self)")
      guard fired == generation else { return .none }
      state = .finished
      return .expire
    case .finished:
      return .none
    }
  }

  /// The upstream completed or failed, or the observation was disposed.
  @inlinable mutating func finish() -> Action {
    switch state {
    case .initial:
      state = .finished
      return .finish(timer: nil)
    case .waiting(_, let timer):
      state = .finished
      return .finish(timer: timer)
    case .finished:
      return .none
    }
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
