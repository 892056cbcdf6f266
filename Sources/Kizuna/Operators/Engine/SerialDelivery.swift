/// Delivers the output of a multi-source operator to its one observer, one event at a time
/// and in the order the operator decided them, without holding a lock while the observer runs.
///
/// Every source (and every scheduler callback) changes the operator's state through
/// ``update(_:)``: the closure runs under the one lock, mutates `State` and appends the events
/// it decided to the ``Outbox``. An atomic count of the events queued and not yet delivered
/// decides who delivers: the caller that raises it from zero becomes the *drainer*, takes its
/// first event in the same critical section, and after releasing the lock delivers events one
/// by one, lowering the count after each, until it reaches zero. Only when the count stays
/// above zero (other events were queued meanwhile) does the drainer take the lock again to
/// dequeue the next one, so the usual single event costs one lock round trip. Callers that find
/// a drainer at work return at once; their events are delivered by the drainer, in order. An
/// observer that makes a source send again (re-entrancy) therefore never recurses: its event is
/// queued and delivered after the current one. The rule is ``SerialDrain``, the one that
/// ``Broadcaster`` follows too, here for one observer.
///
/// The outbox accepts at most one terminal event and ignores everything after it, so the
/// operator's output always follows `next* (failed | completed)?`.
///
/// Invariant: `serial` counts the events queued and not yet delivered, including the one
/// being delivered; it is above zero exactly while one thread, the drainer, delivers, so
/// `target` receives one event at a time, in queue order, and never under the lock. `State`
/// and the outbox are read and changed only inside `storage.withLock`.
@usableFromInline
final class SerialDelivery<State: Sendable, Target: DeliveryTarget>: Sendable {
  @usableFromInline typealias Element = Target.Element
  @usableFromInline typealias Failure = Target.Failure

  /// The events decided under the lock, waiting for the drainer.
  ///
  /// Invariant: `first`, when set, is older than every event in `queue`; nothing is queued
  /// after a terminal event (`isTerminated`); `queuedCount` only grows.
  @usableFromInline struct Outbox: Sendable {
    /// The oldest queued event, kept out of `queue` so that the usual one event per update
    /// costs no array work.
    @usableFromInline var first: Event<Element, Failure>?
    /// The events after `first`.
    @usableFromInline var queue = FIFOBuffer<Event<Element, Failure>>()
    /// How many events have been queued in all; `update` compares it before and after.
    @usableFromInline var queuedCount = 0
    /// Whether a terminal event has been queued; nothing is queued after it.
    @usableFromInline var isTerminated = false

    @inlinable init() {}

    /// Queues `event` for delivery, unless a terminal event was queued before.
    @inlinable mutating func send(_ event: Event<Element, Failure>) {
      guard !isTerminated else { return }
      if event.isTerminal { isTerminated = true }
      queuedCount &+= 1
      if first == nil, queue.isEmpty {
        first = event
      } else {
        queue.append(event)
      }
    }

    /// Queues a value.
    @inlinable mutating func send(_ element: Element) { send(.next(element)) }

    /// Takes the oldest queued event, if any.
    @inlinable mutating func next() -> Event<Element, Failure>? {
      if let event = first {
        first = nil
        return event
      }
      return queue.popFirst()
    }
  }

  /// What the lock guards: the operator's state and its outbox, so that one critical section
  /// changes the state and queues what it decided.
  ///
  /// Invariant: reached only through `storage.withLock`.
  @usableFromInline struct Storage: Sendable {
    @usableFromInline var state: State
    @usableFromInline var outbox = Outbox()

    @inlinable init(state: State) { self.state = state }
  }

  @usableFromInline let storage: Lock<Storage>
  /// Who delivers: the count of events queued and not yet delivered, raised under the lock in
  /// the same critical section that queues them, lowered by the drainer after each delivery
  /// (the package's one serial-drain rule, shared with ``Broadcaster``).
  @usableFromInline let serial = SerialDrain()
  @usableFromInline let target: Target

  /// Creates a delivery to `target` (usually the operator's observer), starting from `state`.
  @inlinable init(_ state: State, target: Target) {
    storage = Lock.make(Storage(state: state))
    self.target = target
  }

  /// Whether the target still accepts events (not terminated, not disposed).
  @inlinable var isActive: Bool { target.isActive }

  /// Runs `body` under the lock, then delivers what it queued (unless another thread is
  /// already delivering, in which case that thread delivers it).
  ///
  /// `body` must not call out: no observers, no user closures, no `dispose()`. Return what
  /// must be done outside the lock and do it after `update` returns.
  @discardableResult
  @inlinable func update<Result>(_ body: (inout State, inout Outbox) -> Result) -> Result {
    let (result, firstEvent) = storage.withLock { storage -> (Result, Event<Element, Failure>?) in
      let queuedBefore = storage.outbox.queuedCount
      let result = body(&storage.state, &storage.outbox)
      let added = storage.outbox.queuedCount &- queuedBefore
      guard added > 0 else { return (result, nil) }
      // Someone else is delivering: they will find these events.
      guard serial.claim(added) else { return (result, nil) }
      return (result, storage.outbox.next())
    }
    if let firstEvent { drain(from: firstEvent) }
    return result
  }

  /// Delivers `event`, then every event queued meanwhile, until none is left.
  @inlinable func drain(from event: Event<Element, Failure>) {
    serial.drain(
      from: event, deliver: { target.receive($0) }, next: { storage.withLock { $0.outbox.next() } })
  }
}
