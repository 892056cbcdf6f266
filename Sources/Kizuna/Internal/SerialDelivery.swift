/// Delivers the output of a multi-source operator to its one observer, one event at a time
/// and in the order the operator decided them, without holding a lock while the observer runs.
///
/// Every source (and every scheduler callback) changes the operator's state through
/// ``update(_:)``: the closure runs under the one lock, mutates `State` and appends the events
/// it decided to the ``Outbox``. The first caller that finds events queued and nobody
/// delivering becomes the *drainer*: after releasing the lock it delivers the queued events
/// one by one, taking the lock only to dequeue, until the queue is empty. Callers that find a
/// drainer at work return at once; their events are delivered by the drainer, in order. An
/// observer that makes a source send again (re-entrancy) therefore never recurses: its event
/// is queued and delivered after the current one. This is the scheme of ``Broadcaster``,
/// specialised to one observer.
///
/// The outbox accepts at most one terminal event and ignores everything after it, so the
/// operator's output always follows `next* (failed | completed)?`.
@usableFromInline
final class SerialDelivery<State: Sendable, Element: Sendable, Failure: Error>: Sendable {
  /// The events decided under the lock, waiting for the drainer.
  @usableFromInline struct Outbox: Sendable {
    /// The oldest queued event, kept out of `queue` so that the usual one event per update
    /// costs no array work.
    @usableFromInline var first: Event<Element, Failure>?
    @usableFromInline var queue: ContiguousArray<Event<Element, Failure>> = []
    @usableFromInline var head = 0
    @usableFromInline var isDraining = false
    /// Whether a terminal event has been queued; nothing is queued after it.
    @usableFromInline var isTerminated = false

    @inlinable init() {}

    /// Queues `event` for delivery, unless a terminal event was queued before.
    @inlinable mutating func send(_ event: Event<Element, Failure>) {
      guard !isTerminated else { return }
      if event.isTerminal { isTerminated = true }
      if first == nil, head == queue.count {
        first = event
      } else {
        queue.append(event)
      }
    }

    /// Queues a value.
    @inlinable mutating func send(_ element: Element) { send(.next(element)) }

    @inlinable var hasWork: Bool { first != nil || head < queue.count }

    @inlinable mutating func next() -> Event<Element, Failure>? {
      if let event = first {
        first = nil
        return event
      }
      if head < queue.count {
        let event = queue[head]
        head += 1
        return event
      }
      if !queue.isEmpty {
        queue.removeAll(keepingCapacity: queue.count <= 64)
        head = 0
      }
      isDraining = false
      return nil
    }
  }

  @usableFromInline struct Storage: Sendable {
    @usableFromInline var state: State
    @usableFromInline var outbox = Outbox()

    @inlinable init(state: State) { self.state = state }
  }

  @usableFromInline let storage: Lock<Storage>
  @usableFromInline let observer: Observer<Element, Failure>

  /// Creates a delivery to `observer`, starting from `state`.
  @inlinable init(_ state: State, observer: Observer<Element, Failure>) {
    storage = Lock.make(Storage(state: state))
    self.observer = observer
  }

  /// Whether the downstream observer still accepts events (not terminated, not disposed).
  @inlinable var isActive: Bool { observer.isActive }

  /// Runs `body` under the lock, then delivers what it queued (unless another thread is
  /// already delivering, in which case that thread delivers it).
  ///
  /// `body` must not call out: no observers, no user closures, no `dispose()`. Return what
  /// must be done outside the lock and do it after `update` returns.
  @discardableResult
  @inlinable func update<Result>(_ body: (inout State, inout Outbox) -> Result) -> Result {
    // The caller that becomes the drainer takes its first event in the same critical section.
    let (result, firstEvent) = storage.withLock { storage -> (Result, Event<Element, Failure>?) in
      let result = body(&storage.state, &storage.outbox)
      guard !storage.outbox.isDraining, storage.outbox.hasWork else { return (result, nil) }
      storage.outbox.isDraining = true
      return (result, storage.outbox.next())
    }
    if let firstEvent {
      observer.receive(firstEvent)
      drain()
    }
    return result
  }

  /// Reads the state under the lock.
  @inlinable func read<Result>(_ body: (State) -> Result) -> Result {
    storage.withLock { body($0.state) }
  }

  @inlinable func drain() {
    while let event = storage.withLock({ $0.outbox.next() }) {
      observer.receive(event)
    }
  }
}
