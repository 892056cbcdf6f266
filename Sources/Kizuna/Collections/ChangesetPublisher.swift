#if canImport(Darwin)
  public import Atomics
#else
  public import Synchronization
#endif

/// The engine behind observable arrays: keeps the collection, orders its change sets, and
/// gives each new observer an "initial" change set first.
///
/// A mutation changes the collection and queues its change set in one step under the lock of
/// a ``SerialDelivery`` (the library's one serial-drain mechanism), which hands queued change
/// sets to the broadcaster in order, outside the lock. A mutation made by an observer while a
/// change is being delivered is stored at once and delivered after the current change reached
/// everyone.
@usableFromInline
final class ChangesetPublisher<Collection: Sendable, Change: Sendable>: Sendable {
  @usableFromInline
  struct State: Sendable {
    @usableFromInline var collection: Collection
    @usableFromInline var version: UInt64 = 0

    @inlinable init(collection: Collection) { self.collection = collection }
  }

  @usableFromInline let delivery: SerialDelivery<State, BroadcastTarget<Change>>
  @usableFromInline let broadcaster: Broadcaster<Change, Never>
  @usableFromInline let makeInitial: @Sendable (Change) -> Change
  /// Stops the program if a change set does not describe the step from the collection before
  /// it (its `_checkInvariants`); called in debug builds only.
  @usableFromInline let checkInvariants: @Sendable (_ old: Collection, _ change: Change) -> Void

  /// - Parameters:
  ///   - collection: The starting collection.
  ///   - initial: The initial change set for `collection`.
  ///   - makeInitial: Turns the latest delivered change set into an initial one.
  ///   - checkInvariants: Checks a change set against the collection before it; called on
  ///     every change set in debug builds.
  init(
    collection: Collection, initial: Change, makeInitial: @escaping @Sendable (Change) -> Change,
    checkInvariants: @escaping @Sendable (_ old: Collection, _ change: Change) -> Void
  ) {
    broadcaster = Broadcaster(replay: .latest(initial))
    delivery = SerialDelivery(
      State(collection: collection), target: BroadcastTarget(broadcaster: broadcaster))
    self.makeInitial = makeInitial
    self.checkInvariants = checkInvariants
  }

  deinit {
    broadcaster.send(.completed)
  }

  @inlinable var collection: Collection { delivery.read { $0.collection } }

  /// The collection and a version number that changes with every mutation.
  var versioned: (Collection, UInt64) { delivery.read { ($0.collection, $0.version) } }

  /// Runs `body` on the collection under the lock; a returned change set is delivered after.
  ///
  /// `body` must be library code: it must not call out to user code. In debug builds every
  /// change set is checked against the collection before it (which costs a copy of the
  /// collection and a walk of the patch).
  @inlinable
  func mutate<Result>(_ body: (inout Collection, UInt64) -> (Change?, Result)) -> Result {
    delivery.update { state, outbox in
      #if DEBUG
        let old = state.collection
      #endif
      let (change, result) = body(&state.collection, state.version)
      if let change {
        #if DEBUG
          checkInvariants(old, change)
        #endif
        state.version &+= 1
        outbox.send(change)
      }
      return result
    }
  }

  /// Runs `body`, which edits the collection in place and returns its change set, under the
  /// lock; the change set is delivered after.
  ///
  /// The latest change set, which the broadcaster keeps for late observers, shares the
  /// collection: it is dropped first, so that the edit does not copy the collection (O(1)
  /// instead of O(*n*) for the edit of one element, when no observer keeps change sets). A late
  /// observer that subscribes meanwhile takes the coming change set as its initial one
  /// (``observe(with:)``), so it sees the same collection it would have been replayed, only
  /// when the change set is delivered. `body` must always make a change (it may stop the
  /// program on a bad index first) and must be library code.
  @inlinable
  func mutateInPlace(_ body: (inout Collection) -> Change) {
    mutate { collection, _ in
      // Lock order: the delivery's lock, then the broadcaster's (which never calls out while
      // it holds its own, so the two cannot be taken the other way round). The dropped change
      // set is released here, before the edit; the collection keeps its elements alive.
      _ = broadcaster.forgetLatest()
      return (body(&collection), ())
    }
  }

  /// Sends `.completed` after every change set queued before it; change sets made later are
  /// not delivered (a derived collection whose upstream went away).
  @usableFromInline
  func complete() {
    delivery.update { _, outbox in outbox.send(.completed) }
  }

  @inlinable @_disfavoredOverload
  func observe(
    with observer: @escaping @Sendable (Event<Change, Never>) -> Void
  )
    -> any Disposable
  {
    let flag = FirstDeliveryFlag()
    let makeInitial = self.makeInitial
    return broadcaster.subscribe(
      .events { event in
        if case .next(let change) = event, flag.isFirst.load(ordering: .relaxed) {
          // Delivery to one observer is serial, so a plain load-then-store is enough.
          flag.isFirst.store(false, ordering: .relaxed)
          observer(.next(makeInitial(change)))
        } else {
          observer(event)
        }
      })
  }
}

/// Whether an observer still waits for its first change set (the replayed one).
@usableFromInline
final class FirstDeliveryFlag: Sendable {
  @usableFromInline let isFirst = ActiveFlag(true)

  @usableFromInline init() {}
}

/// A ``Broadcaster`` as the target of a ``SerialDelivery``: what the delivery drains is sent
/// to every observer.
@usableFromInline
struct BroadcastTarget<Element: Sendable>: DeliveryTarget {
  @usableFromInline let broadcaster: Broadcaster<Element, Never>

  @inlinable init(broadcaster: Broadcaster<Element, Never>) { self.broadcaster = broadcaster }

  @inlinable var isActive: Bool { !broadcaster.isTerminated }

  @inlinable func receive(_ event: Event<Element, Never>) { broadcaster.send(event) }
}
