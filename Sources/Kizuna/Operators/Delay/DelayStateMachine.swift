/// The state of one `delay` observation: the events waiting for their time, in order, and the
/// timers that will release them.
///
/// Every event, terminal ones included, is delayed by the same interval. Each timer releases
/// the oldest waiting event, so the order is kept even if a scheduler ran equal-delay work out
/// of order.
@usableFromInline
struct DelayStateMachine<Element: Sendable, Failure: Error>: Sendable, CustomStringConvertible {
  @usableFromInline enum Action: Sendable {
    /// Nothing to do.
    case none
    /// Schedule timer `id`.
    case schedule(id: UInt64)
    /// Cancel this timer: the observation ended before it could be stored.
    case cancel(any Disposable)
    /// Send this event.
    case release(Event<Element, Failure>)
    /// Cancel these timers: the observation was disposed.
    case cancelAll([any Disposable])
  }

  @usableFromInline var waiting: ContiguousArray<Event<Element, Failure>> = []
  @usableFromInline var head = 0
  @usableFromInline var nextID: UInt64 = 0
  /// The pending timers; `nil` while a timer is being scheduled.
  @usableFromInline var timers: [UInt64: (any Disposable)?] = [:]
  @usableFromInline var hasTerminal = false
  @usableFromInline var isDisposed = false

  @inlinable init() {}

  @inlinable var waitingCount: Int { waiting.count - head }

  @inlinable var description: String {
    "DelayStateMachine(waiting: \(waitingCount), timers: \(timers.count), terminal: \(hasTerminal), disposed: \(isDisposed))"
  }

  @inlinable mutating func received(_ event: Event<Element, Failure>) -> Action {
    guard !isDisposed, !hasTerminal else { return .none }
    if event.isTerminal { hasTerminal = true }
    waiting.append(event)
    nextID += 1
    timers[nextID] = .some(nil)
    return .schedule(id: nextID)
  }

  @inlinable mutating func scheduled(id: UInt64, timer: any Disposable) -> Action {
    guard !isDisposed, timers[id] != nil else { return .cancel(timer) }
    timers[id] = timer
    return .none
  }

  @inlinable mutating func timerFired(id: UInt64) -> Action {
    guard !isDisposed, timers.removeValue(forKey: id) != nil else { return .none }
    precondition(head < waiting.count, "delay: timer \(id) fired with nothing waiting in \(self)")
    let event = waiting[head]
    head += 1
    if head == waiting.count {
      waiting.removeAll(keepingCapacity: waiting.count <= 64)
      head = 0
    }
    return .release(event)
  }

  @inlinable mutating func disposed() -> Action {
    guard !isDisposed else { return .none }
    isDisposed = true
    let pending = timers.values.compactMap { $0 }
    timers = [:]
    waiting = []
    head = 0
    return .cancelAll(pending)
  }
}

extension DelayStateMachine: TimedStateMachine {
  @usableFromInline typealias Input = Element
  @usableFromInline typealias Output = Element

  @inlinable mutating func receive(
    _ event: Event<Element, Failure>,
    into outbox: inout SerialDelivery<Self, Observer<Element, Failure>>.Outbox
  ) -> TimerAction {
    guard case .schedule(let id) = received(event) else { return .none }
    return .schedule(id: id, cancel: nil)
  }

  @inlinable mutating func timerFired(
    id: UInt64, into outbox: inout SerialDelivery<Self, Observer<Element, Failure>>.Outbox
  ) -> TimerAction {
    let action: Action = timerFired(id: id)
    guard case .release(let event) = action else { return .none }
    outbox.send(event)
    return event.isTerminal ? .finish(cancel: []) : .none
  }

  @inlinable mutating func scheduled(id: UInt64, timer: any Disposable) -> TimerAction {
    let action: Action = scheduled(id: id, timer: timer)
    guard case .cancel(let timer) = action else { return .none }
    return .cancel([timer])
  }

  @inlinable mutating func disposed() -> TimerAction {
    let action: Action = disposed()
    guard case .cancelAll(let timers) = action else { return .none }
    return .cancel(timers)
  }
}
