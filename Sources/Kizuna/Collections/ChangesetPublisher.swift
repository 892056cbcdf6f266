#if canImport(Darwin)
  internal import Atomics
#else
  internal import Synchronization
#endif

/// The engine behind observable arrays: keeps the collection, orders its change sets, and
/// gives each new observer an "initial" change set first.
///
/// A mutation changes the collection and queues its change set in one step under the lock;
/// the first thread to queue becomes the deliverer and hands queued change sets to the
/// broadcaster, in order, outside the lock. A mutation made by an observer while a change is
/// being delivered is stored at once and delivered after the current change reached everyone.
final class ChangesetPublisher<Collection: Sendable, Change: Sendable>: Sendable {
  struct State: Sendable {
    var collection: Collection
    var version: UInt64 = 0
    /// Change sets waiting for the deliverer, oldest first (O(1) at both ends).
    var pending = FIFOBuffer<Change>()
    var isDelivering = false
  }

  private let state: Lock<State>
  private let broadcaster: Broadcaster<Change, Never>
  private let makeInitial: @Sendable (Change) -> Change

  /// - Parameters:
  ///   - collection: The starting collection.
  ///   - initial: The initial change set for `collection`.
  ///   - makeInitial: Turns the latest delivered change set into an initial one.
  init(
    collection: Collection, initial: Change, makeInitial: @escaping @Sendable (Change) -> Change
  ) {
    state = Lock.make(State(collection: collection))
    broadcaster = Broadcaster(replay: .latest(initial))
    self.makeInitial = makeInitial
  }

  deinit {
    broadcaster.send(.completed)
  }

  var collection: Collection { state.withLock { $0.collection } }

  /// The collection and a version number that changes with every mutation.
  var versioned: (Collection, UInt64) { state.withLock { ($0.collection, $0.version) } }

  /// Runs `body` on the collection under the lock; a returned change set is delivered after.
  ///
  /// `body` must be library code: it must not call out to user code.
  func mutate<Result>(_ body: (inout Collection, UInt64) -> (Change?, Result)) -> Result {
    let (isDeliverer, result) = state.withLock { state -> (Bool, Result) in
      let (change, result) = body(&state.collection, state.version)
      guard let change else { return (false, result) }
      state.version &+= 1
      state.pending.append(change)
      if state.isDelivering { return (false, result) }
      state.isDelivering = true
      return (true, result)
    }
    if isDeliverer { deliverPending() }
    return result
  }

  private func deliverPending() {
    while true {
      let next = state.withLock { state -> Change? in
        guard let next = state.pending.popFirst() else {
          state.isDelivering = false
          return nil
        }
        return next
      }
      guard let next else { return }
      broadcaster.send(.next(next))
    }
  }

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
final class FirstDeliveryFlag: Sendable {
  let isFirst = ActiveFlag(true)
}
