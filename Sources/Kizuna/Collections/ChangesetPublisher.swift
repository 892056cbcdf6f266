#if canImport(Darwin)
  public import Atomics
#else
  public import Synchronization
#endif

/// The engine behind observable arrays: keeps the collection, orders its change sets, and
/// gives each new observer an "initial" change set first.
///
/// A mutation changes the collection and hands its change set to the broadcaster in one step
/// under the publisher's lock (``Broadcaster/admit(_:)``), so change sets reach the broadcaster
/// in the order of the mutations; the broadcaster's drain (the library's one serial-drain
/// mechanism, ``SerialDrain``) delivers them after the lock is released, one at a time and in
/// that order. A mutation made by an observer while a change is being delivered is stored at
/// once and delivered after the current change reached everyone.
@usableFromInline
final class ChangesetPublisher<Collection: Sendable, Change: Sendable>: Sendable {
  @usableFromInline
  struct State: Sendable {
    @usableFromInline var collection: Collection
    @usableFromInline var version: UInt64 = 0

    @inlinable init(collection: Collection) { self.collection = collection }
  }

  /// The collection and its version. Lock order: this lock, then the broadcaster's (which
  /// never calls out while it holds its own, so the two cannot be taken the other way round).
  @usableFromInline let state: Lock<State>
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
    state = Lock.make(State(collection: collection))
    self.makeInitial = makeInitial
    self.checkInvariants = checkInvariants
  }

  deinit {
    broadcaster.send(.completed)
  }

  @inlinable var collection: Collection { state.withLock { $0.collection } }

  /// The collection and a version number that changes with every mutation.
  var versioned: (Collection, UInt64) { state.withLock { ($0.collection, $0.version) } }

  /// Runs `body` on the collection under the lock; a returned change set is delivered after.
  ///
  /// `body` must be library code: it must not call out to user code. In debug builds every
  /// change set is checked against the collection before it (which costs a copy of the
  /// collection and a walk of the patch).
  @inlinable
  func mutate<Result>(_ body: (inout Collection, UInt64) -> (Change?, Result)) -> Result {
    let (event, observers, result) = state.withLock {
      state -> (Event<Change, Never>?, Broadcaster<Change, Never>.Observers?, Result) in
      #if DEBUG
        let old = state.collection
      #endif
      let (change, result) = body(&state.collection, state.version)
      guard let change else { return (nil, nil, result) }
      #if DEBUG
        checkInvariants(old, change)
      #endif
      state.version &+= 1
      let event = Event<Change, Never>.next(change)
      return (event, broadcaster.admit(event), result)
    }
    if let event, let observers { broadcaster.deliver(event, to: observers) }
    return result
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
      // The dropped change set is released here, before the edit; the collection keeps its
      // elements alive.
      _ = broadcaster.forgetLatest()
      return (body(&collection), ())
    }
  }

  /// Sends `.completed` after every change set queued before it; change sets made later are
  /// not delivered (a derived collection whose upstream went away).
  @usableFromInline
  func complete() {
    let observers = state.withLock { _ in broadcaster.admit(.completed) }
    if let observers { broadcaster.deliver(.completed, to: observers) }
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
