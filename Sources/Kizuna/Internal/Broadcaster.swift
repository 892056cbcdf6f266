#if canImport(Darwin)
  public import Atomics
#else
  public import Synchronization
#endif

/// The engine behind subjects and observables: keeps the observers, remembers what late
/// observers must see first, and delivers each event to every observer, one event at a time.
///
/// Delivery is serial and in order without holding a lock while observers run, by the rule of
/// ``SerialDrain`` (shared with ``SerialDelivery``): the sender that finds nobody delivering
/// delivers its event to everyone, then what was queued meanwhile. So an observer that sends
/// into the subject it observes does not recurse: its event reaches all observers after the
/// current one has reached all of them, and every observer sees the same order.
///
/// Each queued broadcast carries the observer list as it was when the event was sent, so an
/// observer added later never sees an event older than its first (replayed) ones.
///
/// Observers are kept in subscription order in an array of slots. Each subscription knows its
/// slot, so disposing one is O(1): its slot becomes `nil` (releasing it at once), trailing empty
/// slots are dropped, and when more than half the slots are empty the array is compacted and
/// the moved subscriptions learn their new slots; compaction is O(n) once per n/2 disposals, so
/// disposal is O(1) amortized however many observers there are. Delivery skips empty slots.
///
/// The hot paths are `@inlinable` so that client modules specialize them for their element
/// types instead of running generic code.
@usableFromInline
final class Broadcaster<Element: Sendable, Failure: Error>: Sendable {
  @usableFromInline typealias Subscription = BroadcastSubscription<Element, Failure>
  /// The observers' slots, in subscription order; `nil` where an observer was removed.
  @usableFromInline typealias Observers = ContiguousArray<Subscription?>

  @usableFromInline
  enum Replay: Sendable {
    /// Late observers see nothing from before.
    case none
    /// Late observers first see the latest value (an ``Observable``'s current value).
    case latest(Element?)
    /// Late observers first see up to `limit` most recent values.
    case buffer(ContiguousArray<Element>, limit: Int)
  }

  @usableFromInline
  enum Delivery: Sendable {
    case broadcast(Event<Element, Failure>, Observers)
    case single(Event<Element, Failure>, Subscription)
    case replay(ContiguousArray<Element>, terminal: Event<Element, Failure>?, Subscription)
  }

  /// What the lock guards.
  ///
  /// Invariants (executable: ``_checkInvariants()``, run after every change in debug builds):
  /// `emptySlots` is the number of `nil` slots in `observers`, at most half of them, and the
  /// last slot is never empty; every subscription in a slot knows that slot; a terminated
  /// state holds no observers; a replay buffer holds at most its limit.
  @usableFromInline
  struct State: Sendable {
    @usableFromInline var observers: Observers = []
    /// How many of `observers` are empty slots; at most half of them, and never the last one.
    @usableFromInline var emptySlots = 0
    @usableFromInline var terminal: Event<Element, Failure>?
    @usableFromInline var replay: Replay
    /// Deliveries waiting for the drainer (those the count in `serial` has beyond the one
    /// being made).
    @usableFromInline var pending = FIFOBuffer<Delivery>()
    /// How many values have been recorded: the version of the latest value, for conditional
    /// sends (``Broadcaster/send(_:ifVersionIs:)``).
    @usableFromInline var version: UInt64 = 0

    @inlinable init(replay: Replay) {
      self.replay = replay
    }

    /// The oldest queued delivery, if any.
    @inlinable
    mutating func next() -> Delivery? { pending.popFirst() }

    @inlinable
    mutating func record(_ element: Element) {
      version &+= 1
      switch replay {
      case .none: break
      case .latest: replay = .latest(element)
      case .buffer(var buffer, let limit):
        replay = .none  // drop the reference so that the append below does not copy
        if buffer.count == limit { buffer.removeFirst() }
        buffer.append(element)
        replay = .buffer(buffer, limit: limit)
      }
    }

    /// What the replay mode keeps, as one array.
    @inlinable
    var replayedElements: ContiguousArray<Element> {
      switch replay {
      case .none: []
      case .latest(let element): element.map { [$0] } ?? []
      case .buffer(let buffer, _): buffer
      }
    }

    /// Adds `subscription` in the next slot.
    @inlinable
    mutating func append(_ subscription: Subscription) {
      subscription.slot = observers.count
      observers.append(subscription)
    }

    /// Empties the slot of `subscription`, if it still has one, and returns the observer taken
    /// out (for the caller to release after the lock).
    ///
    /// - Complexity: O(1) amortized.
    @inlinable
    mutating func remove(_ subscription: Subscription) -> Subscription? {
      let slot = subscription.slot
      guard slot < observers.count, observers[slot] === subscription else { return nil }
      if slot == observers.count &- 1 {
        let removed = observers.removeLast()
        if emptySlots > 0 {
          // Also drop the empty slots this one hid at the end.
          while emptySlots > 0, observers.last! == nil {
            observers.removeLast()
            emptySlots &-= 1
          }
          // The array shrank: its empty slots may now be more than half of it.
          if emptySlots &* 2 > observers.count { compact() }
        }
        return removed
      }
      defer {
        emptySlots &+= 1
        if emptySlots &* 2 > observers.count { compact() }
      }
      return observers[slot].take()
    }

    /// Moves the observers together, in order, and tells each its new slot. In place (no
    /// allocation) unless a delivery in flight shares the array.
    @inlinable
    mutating func compact() {
      var kept = 0
      for index in observers.indices {
        guard let subscription = observers[index] else { continue }
        if kept != index {
          subscription.slot = kept
          observers[kept] = subscription
        }
        kept &+= 1
      }
      observers.removeLast(observers.count &- kept)
      emptySlots = 0
    }

    #if DEBUG
      /// Up to how many slots ``_checkInvariants()`` walks every slot. Beyond it the walk would
      /// make each change O(n) and n changes O(n²) in debug builds (10,000 observers: about
      /// 10⁸ slot checks, seconds of a debug test run); there it checks what is O(1).
      @usableFromInline static var fullCheckLimit: Int { 256 }

      /// Traps, naming the broken rule and the state, if an invariant of the type does not
      /// hold. Debug builds only: release builds neither have it nor pay for its calls.
      ///
      /// - Complexity: O(n) in the number of slots up to ``fullCheckLimit`` slots, O(1) beyond
      ///   (the per-slot rules are then left unchecked; the counts, the last slot and the
      ///   terminal and replay rules are still checked).
      @usableFromInline
      func _checkInvariants() {
        if observers.count <= Self.fullCheckLimit {
          var empty = 0
          for (index, subscription) in observers.enumerated() {
            guard let subscription else {
              empty += 1
              continue
            }
            precondition(
              subscription.slot == index,
              "Broadcaster: the observer in slot \(index) believes it is in slot \(subscription.slot) in \(self)"
            )
          }
          precondition(
            empty == emptySlots,
            "Broadcaster: \(empty) empty slots, counted \(emptySlots) in \(self)")
        }
        precondition(
          emptySlots * 2 <= observers.count,
          "Broadcaster: more than half the slots are empty in \(self)")
        precondition(
          observers.last.map { $0 != nil } ?? true, "Broadcaster: the last slot is empty in \(self)"
        )
        if terminal != nil {
          precondition(
            observers.isEmpty && emptySlots == 0,
            "Broadcaster: a terminated state holds observers in \(self)")
        }
        if case .buffer(let buffer, let limit) = replay {
          precondition(
            buffer.count <= limit,
            "Broadcaster: \(buffer.count) replayed values, limit \(limit) in \(self)")
        }
      }
    #endif
  }

  @usableFromInline let state: Lock<State>
  /// Who delivers: the count of deliveries sent and not yet made, raised under the lock by
  /// whoever sends, lowered by the drainer after each delivery (the package's one serial-drain
  /// rule, shared with ``SerialDelivery``).
  @usableFromInline let serial = SerialDrain()

  /// What `deinit` does, made in `init`: a deinitializer of a generic class always runs as
  /// unspecialized generic code, which looks up the metadata of every generic type it touches,
  /// while this closure (it captures nothing, so it costs no allocation) is compiled in the
  /// client's specialized code.
  @usableFromInline let finish: @Sendable (Lock<State>) -> Void

  /// What ``remove(_:)`` does, made in `init` for the same reason: a subscription is usually
  /// disposed through `any Disposable` (a dispose bag), which runs its `dispose()` as
  /// unspecialized generic code; run there, the removal would look up the metadata of every
  /// generic type it touches, which costs many times what this specialized closure does.
  @usableFromInline let removeObserver: @Sendable (Lock<State>, Subscription) -> Void

  @inlinable
  init(replay: Replay) {
    state = Lock.make(State(replay: replay))
    finish = { state in
      let observers = state.withLock { state -> Observers in
        state.terminal == nil ? state.observers : []
      }
      for case let observer? in observers { observer.deliver(.completed) }
    }
    removeObserver = { state, subscription in
      // The removed subscription is released after the lock, in case it is the last
      // reference to a handler whose captures run code on deinit.
      let removed = state.withLock { state in
        #if DEBUG
          defer { state._checkInvariants() }
        #endif
        return state.remove(subscription)
      }
      _ = removed
    }
  }

  /// A released subject or observable can never send again: its observers are completed, which
  /// also ends bindings and operators that still observe it and frees what they hold.
  @inlinable
  deinit {
    finish(state)
  }

  /// The latest value, for replay modes that keep one.
  @inlinable
  var latest: Element? {
    state.withLock { state in
      switch state.replay {
      case .none: nil
      case .latest(let element): element
      case .buffer(let buffer, _): buffer.last
      }
    }
  }

  @inlinable
  var isTerminated: Bool { state.withLock { $0.terminal != nil } }

  @inlinable
  var observerCount: Int { state.withLock { $0.observers.count - $0.emptySlots } }

  /// Sends `event` to every current observer; ignored once terminated.
  ///
  /// The common case (no drainer at work) delivers straight from the snapshot, without
  /// building a queued delivery.
  @inlinable
  func send(_ event: Event<Element, Failure>) {
    guard let observers = admit(event) else { return }
    deliver(event, to: observers)
  }

  /// The first half of ``send(_:)``, for an owner that orders its events under a lock of its
  /// own (an observable array, whose edits and change sets must keep one order): takes `event`
  /// in, as `send` does (recorded for late observers, or queued behind the drainer at work),
  /// and returns the observers to deliver it to when the caller is to deliver it now.
  ///
  /// The caller may hold its own lock (the broadcaster's is taken inside it and never calls
  /// out), but must release it before ``deliver(_:to:)``, which calls the observers.
  @inlinable
  func admit(_ event: Event<Element, Failure>) -> Observers? {
    state.withLock { state in accept(event, in: &state) }
  }

  /// The second half of ``send(_:)``: delivers an event that ``admit(_:)`` returned
  /// `observers` for, then the deliveries queued meanwhile.
  @inlinable
  func deliver(_ event: Event<Element, Failure>, to observers: Observers) {
    for index in observers.indices { observers[index]?.deliver(event) }
    drainRest()
  }

  /// Sends `element` only if no value was recorded since the latest value had `version`
  /// (see ``latestWithVersion``); the compare and the send are one step under the lock.
  ///
  /// - Returns: Whether the value was sent (or dropped by a terminated broadcaster); `false`
  ///   when another value came first, so the caller can compute again.
  @inlinable
  func send(_ element: Element, ifVersionIs version: UInt64) -> Bool {
    var isCurrent = true
    let event = Event<Element, Failure>.next(element)
    let observers = state.withLock { state -> Observers? in
      guard state.version == version else {
        isCurrent = false
        return nil
      }
      return accept(event, in: &state)
    }
    if let observers {
      for index in observers.indices { observers[index]?.deliver(event) }
      drainRest()
    }
    return isCurrent
  }

  /// The latest value and its version, read together.
  @inlinable
  var latestWithVersion: (Element?, UInt64) {
    state.withLock { state in
      switch state.replay {
      case .none: (nil, state.version)
      case .latest(let element): (element, state.version)
      case .buffer(let buffer, _): (buffer.last, state.version)
      }
    }
  }

  /// Under the lock: records `event` and returns the observers the caller must deliver it to
  /// at once (it became the drainer), or `nil` (nobody to tell, terminated, or queued behind
  /// the running drainer).
  @inlinable
  func accept(_ event: Event<Element, Failure>, in state: inout State) -> Observers? {
    #if DEBUG
      defer { state._checkInvariants() }
    #endif
    guard state.terminal == nil else { return nil }
    let observers = state.observers
    switch event {
    case .next(let element):
      state.record(element)
    case .failed, .completed:
      state.terminal = event
      state.observers = []
      state.emptySlots = 0
    }
    if observers.isEmpty { return nil }
    guard serial.claim() else {
      state.pending.append(.broadcast(event, observers))
      return nil
    }
    return observers
  }

  /// Adds an observer; it first receives what the replay mode keeps (unless `replay` is
  /// false), then live events.
  @inlinable
  func subscribe(replay: Bool = true, _ handler: Subscription.Handler) -> Subscription {
    var subscription: Subscription?
    let start = state.withLock { state -> Delivery? in
      #if DEBUG
        defer { state._checkInvariants() }
      #endif
      let added = Subscription(owner: self, handler: handler)
      subscription = added
      if let terminal = state.terminal {
        let replayed: ContiguousArray<Element> = replay ? state.replayedElements : []
        return enqueue(.replay(replayed, terminal: terminal, added), in: &state)
      }
      state.append(added)
      guard replay else { return nil }
      // An observable's current value is the common case: delivered without building an array.
      switch state.replay {
      case .none, .latest(nil):
        return nil
      case .latest(let element?):
        return enqueue(.single(.next(element), added), in: &state)
      case .buffer(let buffer, _):
        switch buffer.count {
        case 0: return nil
        case 1: return enqueue(.single(.next(buffer[0]), added), in: &state)
        default: return enqueue(.replay(buffer, terminal: nil, added), in: &state)
        }
      }
    }
    if let start { drain(from: start) }
    return subscription!
  }

  /// Drops the latest value that a ``Replay/latest(_:)`` replay keeps, and returns it for the
  /// caller to release; late observers get nothing replayed until the next value is sent.
  ///
  /// ``ChangesetPublisher`` calls it just before it edits its collection in place: the latest
  /// change set shares that collection, and dropping it lets the edit skip a copy. An observer
  /// that subscribes before the next change set is sent takes that change set as its initial
  /// one, which is what it would have been replayed.
  @inlinable
  func forgetLatest() -> Element? {
    state.withLock { state in
      #if DEBUG
        defer { state._checkInvariants() }
      #endif
      guard case .latest(let element?) = state.replay else { return nil }
      state.replay = .latest(nil)
      return element
    }
  }

  /// Removes `subscription`; O(1) amortized.
  @inlinable
  func remove(_ subscription: Subscription) {
    removeObserver(state, subscription)
  }

  /// Under the lock: either queues `delivery` behind the running drainer, or makes the caller
  /// the drainer and returns the delivery for it to make.
  @inlinable
  func enqueue(_ delivery: Delivery, in state: inout State) -> Delivery? {
    guard serial.claim() else {
      state.pending.append(delivery)
      return nil
    }
    return delivery
  }

  @inlinable
  func drain(from first: Delivery) {
    serial.drain(from: first, deliver: deliver, next: { state.withLock { $0.next() } })
  }

  /// Ends the delivery the caller just made, then makes the ones queued meanwhile, until none
  /// is left.
  @inlinable @inline(__always)
  func drainRest() {
    // The usual case, nothing queued meanwhile, is one atomic decrement, inlined into `send`.
    guard serial.delivered() else { return }
    drainQueued()
  }

  /// Makes the deliveries queued while the caller delivered, until none is left.
  @inlinable @inline(never)
  func drainQueued() {
    func next() -> Delivery? { state.withLock { $0.next() } }
    deliver(serial.dequeued(next))
    serial.drainRest(deliver: deliver, next: next)
  }

  @inlinable
  func deliver(_ delivery: Delivery) {
    switch delivery {
    case .broadcast(let event, let observers):
      for case let observer? in observers { observer.deliver(event) }
    case .single(let event, let observer):
      observer.deliver(event)
    case .replay(let elements, let terminal, let observer):
      for element in elements { observer.deliver(.next(element)) }
      if let terminal { observer.deliver(terminal) }
    }
  }
}

// BroadcastSubscription lives in this file rather than in its own: measured with the perf
// gate, the same code in a separate file costs W3 more instructions (the order in which the
// optimizer meets the declarations changes what it inlines).

/// One observer of a ``Broadcaster``, and the disposable that ends it.
///
/// Kept small: the active flag is stored inline, and a values-only observer (`observeNext`) is
/// stored as is, without a wrapping closure.
///
/// Safety (`@unchecked Sendable`): `slot` is the one mutable stored property, and it is read
/// and written only by the owning broadcaster's `State` methods, that is inside
/// `Broadcaster.state.withLock`; every other property is immutable or atomic.
@usableFromInline
final class BroadcastSubscription<Element: Sendable, Failure: Error>: Disposable,
  @unchecked Sendable
{
  /// What the observer wants: every event, only values, or every event through the separate
  /// entry points of an ``EventReceiver``.
  @usableFromInline
  enum Handler: Sendable {
    case events(@Sendable (Event<Element, Failure>) -> Void)
    case values(@Sendable (Element) -> Void)
    case receiver(any EventReceiver<Element, Failure>)
  }

  /// The index of this observer in its broadcaster's slots; guarded by the broadcaster's
  /// lock (see the type's safety note). The lock already makes every access exclusive, so the
  /// runtime's exclusivity check, which would run on every subscribe and dispose, is off.
  @exclusivity(unchecked) @usableFromInline var slot = 0
  @usableFromInline weak let owner: Broadcaster<Element, Failure>?
  @usableFromInline let handler: Handler
  @usableFromInline let active = ActiveFlag(true)

  @inlinable
  init(owner: Broadcaster<Element, Failure>, handler: Handler) {
    self.owner = owner
    self.handler = handler
  }

  @inlinable
  var isDisposed: Bool { !active.load(ordering: .acquiring) }

  @inlinable @inline(__always)
  func deliver(_ event: Event<Element, Failure>) {
    if case .next(let element) = event {
      guard active.load(ordering: .acquiring) else { return }
      switch handler {
      case .events(let handler): handler(event)
      case .values(let handler): handler(element)
      case .receiver(let receiver): receiver.receive(value: element)
      }
    } else {
      guard active.exchange(false, ordering: .acquiringAndReleasing) else { return }
      switch handler {
      case .events(let handler): handler(event)
      case .values: break
      case .receiver(let receiver): receiver.receive(event)
      }
    }
  }

  @inlinable
  func dispose() {
    guard active.exchange(false, ordering: .acquiringAndReleasing) else { return }
    owner?.remove(self)
  }
}
