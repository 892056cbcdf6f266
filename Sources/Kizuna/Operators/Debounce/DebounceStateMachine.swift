/// The state of one `debounce` observation: the value waiting for quiet and its timer.
///
/// Each value replaces the waiting one and restarts the timer; when the timer fires, the
/// waiting value is sent. Completion sends the waiting value first; failure drops it. Timers
/// carry a generation number so that a timer that fires after being replaced does nothing.
///
/// States: `idle` → (value) `waiting` → (its timer) `idle`; a value while `waiting` replaces
/// the waiting one; the end or dispose moves any state to `finished`, which ignores the rest.
@usableFromInline
struct DebounceStateMachine<Element: Sendable, Failure: Error>: Sendable,
  CustomStringConvertible
{
  @usableFromInline enum Action: Sendable {
    /// Nothing to do.
    case none
    /// Cancel `cancel` (if any) and schedule a timer for `generation`.
    case schedule(generation: UInt64, cancel: (any Disposable)?)
    /// Cancel this timer: it was replaced before it could be stored.
    case cancel(any Disposable)
    /// Send the waiting value.
    case emit(Element)
    /// Send the terminal event (after `flush`, if any) and cancel `timer`.
    case finish(flush: Element?, timer: (any Disposable)?)
  }

  /// Where the observation stands; each case holds what it owns.
  @usableFromInline enum State: Sendable {
    /// No value waits. `generation` is the last timer's, so that a late timer is ignored.
    case idle(generation: UInt64)
    /// `element` waits for quiet; timer `generation` sends it. `timer` is `nil` until its
    /// scheduling is reported back.
    case waiting(Element, generation: UInt64, timer: (any Disposable)?)
    /// Completed, failed or disposed: nothing more happens.
    case finished
  }

  @usableFromInline var state: State = .idle(generation: 0)

  @inlinable init() {}

  @inlinable var description: String {
    switch state {
    case .idle(let generation): "DebounceStateMachine(idle, generation: \(generation))"
    case .waiting(let element, let generation, let timer):
      "DebounceStateMachine(waiting: \(element), generation: \(generation), timer: \(timer == nil ? "scheduling" : "stored"))"
    case .finished: "DebounceStateMachine(finished)"
    }
  }

  @inlinable mutating func receivedValue(_ element: Element) -> Action {
    switch state {
    case .idle(let generation):
      state = .waiting(element, generation: generation &+ 1, timer: nil)
      return .schedule(generation: generation &+ 1, cancel: nil)
    case .waiting(_, let generation, let timer):
      state = .waiting(element, generation: generation &+ 1, timer: nil)
      return .schedule(generation: generation &+ 1, cancel: timer)
    case .finished:
      return .none
    }
  }

  /// The timer for `generation` was scheduled.
  @inlinable mutating func scheduled(
    generation scheduled: UInt64, timer newTimer: any Disposable
  ) -> Action {
    guard case .waiting(let element, let generation, let timer) = state, scheduled == generation
    else { return .cancel(newTimer) }  // replaced, fired already, or finished
    precondition(timer == nil, "debounce: timer \(scheduled) scheduled twice in \(self)")
    state = .waiting(element, generation: generation, timer: newTimer)
    return .none
  }

  /// The timer for `generation` fired.
  @inlinable mutating func timerFired(generation fired: UInt64) -> Action {
    switch state {
    case .idle(let generation):
      precondition(fired <= generation, "debounce: timer \(fired) from the future in \(self)")
      return .none
    case .waiting(let element, let generation, _):
      precondition(fired <= generation, "debounce: timer \(fired) from the future in \(self)")
      guard fired == generation else { return .none }
      state = .idle(generation: generation)
      return .emit(element)
    case .finished:
      return .none
    }
  }

  /// The upstream completed (`flushing` true) or failed, or the observation was disposed.
  @inlinable mutating func finish(flushing: Bool) -> Action {
    switch state {
    case .idle:
      state = .finished
      return .finish(flush: nil, timer: nil)
    case .waiting(let element, _, let timer):
      state = .finished
      return .finish(flush: flushing ? element : nil, timer: timer)
    case .finished:
      return .none
    }
  }
}

extension DebounceStateMachine: TimedStateMachine {
  @usableFromInline typealias Input = Element
  @usableFromInline typealias Output = Element

  @inlinable mutating func receive(
    _ event: Event<Element, Failure>,
    into outbox: inout SerialDelivery<Self, Observer<Element, Failure>>.Outbox
  ) -> TimerAction {
    guard case .next(let element) = event else {
      guard case .finish(let flush, let timer) = finish(flushing: event.failure == nil) else {
        return .none
      }
      return Self.end(flushing: flush, with: event, cancelling: timer, into: &outbox)
    }
    guard case .schedule(let generation, let cancel) = receivedValue(element) else { return .none }
    return .schedule(id: generation, cancel: cancel)
  }

  @inlinable mutating func timerFired(
    id: UInt64, into outbox: inout SerialDelivery<Self, Observer<Element, Failure>>.Outbox
  ) -> TimerAction {
    if case .emit(let element) = timerFired(generation: id) { outbox.send(element) }
    return .none
  }

  @inlinable mutating func scheduled(id: UInt64, timer: any Disposable) -> TimerAction {
    guard case .cancel(let timer) = scheduled(generation: id, timer: timer) else { return .none }
    return .cancel([timer])
  }

  @inlinable mutating func disposed() -> TimerAction {
    guard case .finish(_, let timer) = finish(flushing: false) else { return .none }
    return .cancel(timer.asList)
  }
}
