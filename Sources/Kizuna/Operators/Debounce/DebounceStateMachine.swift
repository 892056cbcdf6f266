/// The state of one `debounce` observation: the value waiting for quiet and its timer.
///
/// Each value replaces the waiting one and restarts the timer; when the timer fires, the
/// waiting value is sent. Completion sends the waiting value first; failure drops it. Timers
/// carry a generation number so that a timer that fires after being replaced does nothing.
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

  @usableFromInline var generation: UInt64 = 0
  @usableFromInline var pending: Element?
  @usableFromInline var timer: (any Disposable)?
  @usableFromInline var isFinished = false

  @inlinable init() {}

  @inlinable var description: String {
    "DebounceStateMachine(generation: \(generation), pending: \(pending.map { "\($0)" } ?? "nil"), finished: \(isFinished))"
  }

  @inlinable mutating func receivedValue(_ element: Element) -> Action {
    guard !isFinished else { return .none }
    generation += 1
    pending = element
    defer { timer = nil }
    return .schedule(generation: generation, cancel: timer)
  }

  /// The timer for `generation` was scheduled.
  @inlinable mutating func scheduled(
    generation scheduled: UInt64, timer newTimer: any Disposable
  ) -> Action {
    guard !isFinished, scheduled == generation, pending != nil else { return .cancel(newTimer) }
    timer = newTimer
    return .none
  }

  /// The timer for `generation` fired.
  @inlinable mutating func timerFired(generation fired: UInt64) -> Action {
    precondition(fired <= generation, "debounce: timer \(fired) from the future in \(self)")
    guard !isFinished, fired == generation, let element = pending else { return .none }
    pending = nil
    timer = nil
    return .emit(element)
  }

  /// The upstream completed (`flushing` true) or failed, or the observation was disposed.
  @inlinable mutating func finish(flushing: Bool) -> Action {
    guard !isFinished else { return .none }
    isFinished = true
    defer {
      pending = nil
      timer = nil
    }
    return .finish(flush: flushing ? pending : nil, timer: timer)
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
