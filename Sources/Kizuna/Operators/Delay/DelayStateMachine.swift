/// The state of one `delay` observation: the events waiting for their time, in order, and the
/// timers that will release them.
///
/// Every event, terminal ones included, is delayed by the same interval. Each timer releases
/// the oldest waiting event, so the order is kept even if a scheduler ran equal-delay work out
/// of order.
///
/// States: `accepting` → (the terminal event arrives) `ending` → (it is released) `finished`;
/// dispose moves any state to `finished`, cancelling the timers.
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

  /// The events waiting for their time, and the timers that will release them.
  ///
  /// Invariant: one timer per waiting event (`timers.count == waitingCount`); the oldest
  /// waiting event is at `head`.
  @usableFromInline struct Queue: Sendable {
    @usableFromInline var waiting: ContiguousArray<Event<Element, Failure>> = []
    @usableFromInline var head = 0
    @usableFromInline var lastID: UInt64 = 0
    /// The pending timers; `nil` while a timer is being scheduled.
    @usableFromInline var timers: [UInt64: (any Disposable)?] = [:]

    @inlinable init() {}

    @inlinable var waitingCount: Int { waiting.count - head }

    /// Queues `event` and returns the ID of the timer that will release it.
    @inlinable mutating func append(_ event: Event<Element, Failure>) -> UInt64 {
      waiting.append(event)
      lastID &+= 1
      timers[lastID] = .some(nil)
      return lastID
    }

    /// Takes the oldest waiting event.
    @inlinable mutating func removeFirst() -> Event<Element, Failure> {
      let event = waiting[head]
      head += 1
      if head == waiting.count {
        waiting.removeAll(keepingCapacity: waiting.count <= 64)
        head = 0
      }
      return event
    }
  }

  /// Where the observation stands; each case holds what it owns.
  @usableFromInline enum State: Sendable {
    /// Events wait for their time, and more may come.
    case accepting(Queue)
    /// The terminal event waits among them: nothing more is accepted.
    case ending(Queue)
    /// The terminal event was sent, or the observation was disposed.
    case finished
  }

  @usableFromInline var state: State = .accepting(Queue())

  @inlinable init() {}

  @inlinable var description: String {
    switch state {
    case .accepting(let queue):
      "DelayStateMachine(accepting, waiting: \(queue.waitingCount), timers: \(queue.timers.count))"
    case .ending(let queue):
      "DelayStateMachine(ending, waiting: \(queue.waitingCount), timers: \(queue.timers.count))"
    case .finished: "DelayStateMachine(finished)"
    }
  }

  @inlinable mutating func received(_ event: Event<Element, Failure>) -> Action {
    guard case .accepting(var queue) = state else { return .none }
    state = .finished  // so that `queue` is the only reference to its storage
    let id = queue.append(event)
    state = event.isTerminal ? .ending(queue) : .accepting(queue)
    return .schedule(id: id)
  }

  @inlinable mutating func scheduled(id: UInt64, timer: any Disposable) -> Action {
    switch state {
    case .accepting(var queue), .ending(var queue):
      guard queue.timers[id] != nil else { return .cancel(timer) }
      let isEnding = if case .ending = state { true } else { false }
      state = .finished
      queue.timers[id] = timer
      state = isEnding ? .ending(queue) : .accepting(queue)
      return .none
    case .finished:
      return .cancel(timer)
    }
  }

  @inlinable mutating func timerFired(id: UInt64) -> Action {
    switch state {
    case .accepting(var queue), .ending(var queue):
      guard queue.timers[id] != nil else { return .none }
      let isEnding = if case .ending = state { true } else { false }
      state = .finished
      queue.timers[id] = nil
      precondition(
        queue.waitingCount > 0, "delay: timer \(id) fired with nothing waiting in \(self)")
      let event = queue.removeFirst()
      if !event.isTerminal { state = isEnding ? .ending(queue) : .accepting(queue) }
      return .release(event)
    case .finished:
      return .none
    }
  }

  @inlinable mutating func disposed() -> Action {
    switch state {
    case .accepting(let queue), .ending(let queue):
      state = .finished
      return .cancelAll(queue.timers.values.compactMap { $0 })
    case .finished:
      return .none
    }
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
