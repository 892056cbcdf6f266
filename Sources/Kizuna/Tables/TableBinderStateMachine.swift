/// The state of a ``TableBinder``: what it is doing, and how the table stands to the data.
///
/// Two enums, each case holding what it owns, so that no impossible combination can be written:
/// - ``Activity``: idle, performing change sets, inside a table callback (until its deferred
///   end), or both. Only the cases that can have waiting change sets hold them; `idle` holds
///   none, so a change set that arrives while idle is performed at once, without a queue.
/// - ``Sync``: no data yet; the table in step with the data; the table showing user moves
///   the data has not echoed yet; the table to be reloaded before the next batch (with or
///   without such moves). The data itself (the collection of the last change set) is kept
///   where it differs from, or may differ from, the snapshot.
///
/// Mutating methods are the transitions, one per event, and return what the binder must do.
/// Every event is defined in every state, except the ends of performing, which the binder
/// reaches only while performing (they trap elsewhere, naming the state). The binder holds the
/// snapshot (what the table shows), plans batches and calls the table.
///
/// States and the main transitions:
/// - `idle` → (a change set) `performing` → (done) `idle`;
/// - `idle` or `performing` → (a table callback begins) `insideTableCallback` or
///   `performingInsideTableCallback`, where arriving change sets wait → (its deferred end)
///   `performing` the waiting ones;
/// - `inStep` → (the user moves a row, nothing else waits) `awaitingEchoes` → (the echo)
///   `inStep`; any other change set, a move the data refuses, a table attached or a reload
///   requested → `needsReload` → (performing ends, table attached) `inStep`.
@usableFromInline
struct TableBinderStateMachine<Metadata, Item>: CustomStringConvertible {
  /// Sections of rows: the data, or what the table shows.
  @usableFromInline typealias Rows = [ArraySection<Metadata, Item>]

  /// What the binder must do after a transition.
  @usableFromInline
  enum Action: Equatable, CustomStringConvertible {
    /// Nothing.
    case none
    /// Perform the change set that arrived now, then ``TableBinder``'s waiting ones.
    case performNow
    /// Perform the waiting change sets (and then the reload that is due).
    case performWaiting
    /// Drop the change set: a later `bind` replaced its binding.
    case drop
    /// Run ``tableCallbackEnded()`` once the table's callback has returned.
    case deferCallbackEnd
    /// Reload the table with the change set's collection.
    case reload
    /// Serve the change set's collection; the table, detached, is reloaded once attached.
    case keepForDetachedTable
    /// Plan the change set as batches from the snapshot.
    case plan
    /// Apply the user's move to the bound data (its echo is then absorbed).
    case applyMoveToData
    /// Reload the table with the data (``keptData``, or the snapshot).
    case reloadWithData

    @usableFromInline var description: String {
      switch self {
      case .none: "none"
      case .performNow: "performNow"
      case .performWaiting: "performWaiting"
      case .drop: "drop"
      case .deferCallbackEnd: "deferCallbackEnd"
      case .reload: "reload"
      case .keepForDetachedTable: "keepForDetachedTable"
      case .plan: "plan"
      case .applyMoveToData: "applyMoveToData"
      case .reloadWithData: "reloadWithData"
      }
    }
  }

  /// A change set waiting to be performed, and whether an observable array made it from the
  /// data before it (a bound array's, in order) rather than an app passing it to `apply(_:)`.
  @usableFromInline
  struct PendingChange {
    @usableFromInline let change: SectionedArrayChangeset<Metadata, Item>
    @usableFromInline let isCorrectByConstruction: Bool

    @inlinable
    init(change: SectionedArrayChangeset<Metadata, Item>, isCorrectByConstruction: Bool) {
      self.change = change
      self.isCorrectByConstruction = isCorrectByConstruction
    }
  }

  /// What the binder is doing.
  @usableFromInline
  enum Activity {
    /// Nothing: no change set waits, none is being performed, no table callback runs.
    case idle
    /// Performing change sets; those that arrive meanwhile wait, in order.
    case performing(waiting: FIFOBuffer<PendingChange>)
    /// Inside a table callback (a user's move) until its deferred end: change sets wait, so
    /// that the table is not updated from inside its own callback.
    case insideTableCallback(waiting: FIFOBuffer<PendingChange>)
    /// A table callback began while change sets were being performed.
    case performingInsideTableCallback(waiting: FIFOBuffer<PendingChange>)
  }

  /// Where the data (the collection of the last change set) is.
  @usableFromInline
  enum DataLocation {
    /// The data is the snapshot itself: no second reference to the array's collection, which
    /// would make the array's next edit copy it.
    case snapshot
    /// The data is kept apart from the snapshot.
    case kept(Rows)
  }

  /// How the table stands to the data.
  @usableFromInline
  enum Sync {
    /// No change set yet: the table shows nothing of the data.
    case noData
    /// The table shows the data.
    case inStep(DataLocation)
    /// The table shows the data with `moves` of the user on top, which the data will echo,
    /// in order (never empty).
    case awaitingEchoes(data: Rows, moves: [CollectionMove<ItemPath>])
    /// The table may differ from the data (it was detached, or the user moved a row the data
    /// will not follow): it is reloaded with the data before the next batch.
    case needsReload(DataLocation)
    /// As `needsReload`, and the echoes of `moves` may still come (never empty): they only
    /// update the data.
    case needsReloadAwaitingEchoes(data: Rows, moves: [CollectionMove<ItemPath>])
  }

  /// What the binder is doing.
  @usableFromInline var activity = Activity.idle
  /// How the table stands to the data.
  @usableFromInline var sync = Sync.noData
  /// Counts the calls of `bind`: change sets of a binding that a later `bind` replaced are
  /// dropped (they do not start from the data the table shows).
  @usableFromInline var bindingGeneration = 0

  @usableFromInline init() {}

  /// A state, for tests.
  init(activity: Activity, sync: Sync, bindingGeneration: Int = 0) {
    self.activity = activity
    self.sync = sync
    self.bindingGeneration = bindingGeneration
  }

  /// The data, if it is kept apart from the snapshot; `nil` when it is the snapshot or there
  /// is none.
  @usableFromInline var keptData: Rows? {
    switch sync {
    case .noData, .inStep(.snapshot), .needsReload(.snapshot): nil
    case .inStep(.kept(let data)), .needsReload(.kept(let data)): data
    case .awaitingEchoes(let data, _), .needsReloadAwaitingEchoes(let data, _): data
    }
  }

  // MARK: Bindings and change sets

  /// A `bind` replaced the binding; returns the new binding's generation.
  @usableFromInline
  mutating func bindingReplaced() -> Int {
    bindingGeneration += 1
    return bindingGeneration
  }

  /// A change set arrived, from the binding `generation` (`nil`: from `apply(_:)`).
  ///
  /// Idle, it is to be performed now. Inside a table callback with nothing waiting, the echo of
  /// the user's next move is absorbed at once (the table shows it already). Otherwise it waits.
  @inlinable
  mutating func changeArrived(
    _ change: SectionedArrayChangeset<Metadata, Item>, isCorrectByConstruction: Bool,
    fromBinding generation: Int?
  ) -> Action {
    if let generation, generation != bindingGeneration { return .drop }
    switch activity {
    case .idle:
      activity = .performing(waiting: FIFOBuffer())
      return .performNow
    case .performing(var waiting):
      activity = .idle  // `waiting` is then the queue's only reference: appended in place
      waiting.append(
        PendingChange(change: change, isCorrectByConstruction: isCorrectByConstruction))
      activity = .performing(waiting: waiting)
    case .insideTableCallback(var waiting):
      if waiting.isEmpty, absorbEchoOfNextUserMove(change) { return .none }
      activity = .idle
      waiting.append(
        PendingChange(change: change, isCorrectByConstruction: isCorrectByConstruction))
      activity = .insideTableCallback(waiting: waiting)
    case .performingInsideTableCallback(var waiting):
      if waiting.isEmpty, absorbEchoOfNextUserMove(change) { return .none }
      activity = .idle
      waiting.append(
        PendingChange(change: change, isCorrectByConstruction: isCorrectByConstruction))
      activity = .performingInsideTableCallback(waiting: waiting)
    }
    return .none
  }

  /// The binder performs `change` (now or from the waiting ones): its collection becomes the
  /// data. Returns how to show it.
  @inlinable
  mutating func performs(
    _ change: SectionedArrayChangeset<Metadata, Item>, isTableAttached: Bool
  ) -> Action {
    if absorbEchoOfNextUserMove(change) { return .none }
    switch sync {
    case .awaitingEchoes, .needsReloadAwaitingEchoes:
      // The data changed in another way first: the table and the data part ways, so the table
      // shows the data as it is (the change set starts from the data without the user's
      // moves, not from what the table shows).
      guard isTableAttached else {
        sync = .needsReload(.kept(change.collection))
        return .keepForDetachedTable
      }
      sync = .inStep(.kept(change.collection))
      return .reload
    case .noData, .inStep:
      guard isTableAttached else {
        sync = .needsReload(.kept(change.collection))
        return .keepForDetachedTable
      }
      sync = .inStep(.kept(change.collection))
      return .plan
    case .needsReload:
      guard isTableAttached else {
        sync = .needsReload(.kept(change.collection))
        return .keepForDetachedTable
      }
      sync = .inStep(.kept(change.collection))
      return .reload
    }
  }

  /// The planned batches edited the snapshot in place to the data: the snapshot is the data
  /// (unless the table, from inside a batch, moved the two apart).
  @inlinable
  mutating func snapshotIsData() {
    guard case .inStep = sync else { return }
    sync = .inStep(.snapshot)
  }

  /// The next waiting change set to perform, while performing; `nil` when none waits.
  @inlinable
  mutating func nextWaitingChange() -> PendingChange? {
    switch activity {
    case .performing(var waiting):
      guard !waiting.isEmpty else { return nil }
      activity = .idle  // `waiting` is then the queue's only reference: popped in place
      let next = waiting.popFirst()
      activity = .performing(waiting: waiting)
      return next
    case .performingInsideTableCallback(var waiting):
      guard !waiting.isEmpty else { return nil }
      activity = .idle
      let next = waiting.popFirst()
      activity = .performingInsideTableCallback(waiting: waiting)
      return next
    case .idle, .insideTableCallback:
      return nil
    }
  }

  /// No change set waits any more: performing ends, unless the table is to be reloaded with
  /// the data first (``Action/reloadWithData``, then call this again) or change sets arrived
  /// meanwhile (``Action/performWaiting``).
  @inlinable
  mutating func performingEnds(isTableAttached: @autoclosure () -> Bool) -> Action {
    switch activity {
    case .performing, .performingInsideTableCallback: break
    case .idle, .insideTableCallback:
      preconditionFailure("TableBinder: performing ended in \(self)")
    }
    switch sync {
    case .needsReload(let data) where isTableAttached():
      sync = .inStep(data)
      return .reloadWithData
    case .needsReloadAwaitingEchoes(let data, _) where isTableAttached():
      sync = .inStep(.kept(data))
      return .reloadWithData
    default:
      break
    }
    switch activity {
    case .performing(let waiting):
      guard waiting.isEmpty else { return .performWaiting }
      activity = .idle
    case .performingInsideTableCallback(let waiting):
      // What waits now waits for the callback's end.
      activity = .insideTableCallback(waiting: waiting)
    case .idle, .insideTableCallback:
      break
    }
    return .none
  }

  // MARK: The table

  /// A table callback (a user's move) began: change sets wait until its deferred end.
  mutating func tableCallbackBegan() -> Action {
    switch activity {
    case .idle:
      activity = .insideTableCallback(waiting: FIFOBuffer())
    case .performing(let waiting):
      activity = .performingInsideTableCallback(waiting: waiting)
    case .insideTableCallback, .performingInsideTableCallback:
      return .none
    }
    return .deferCallbackEnd
  }

  /// The table callback has returned (the deferred end ran): what waited is performed.
  mutating func tableCallbackEnded() -> Action {
    switch activity {
    case .idle:
      activity = .performing(waiting: FIFOBuffer())
    case .insideTableCallback(let waiting):
      activity = .performing(waiting: waiting)
    case .performingInsideTableCallback(let waiting):
      activity = .performing(waiting: waiting)
      return .none
    case .performing:
      return .none
    }
    return .performWaiting
  }

  /// The table may no longer show the data (a table was attached, the app asked for a
  /// reload): it is reloaded before the next batch, at once when idle. Without data nothing
  /// changes: the first change set reloads the table anyway.
  mutating func reloadRequested() -> Action {
    guard tableMayDifferFromData(), case .idle = activity else { return .none }
    activity = .performing(waiting: FIFOBuffer())
    return .performWaiting
  }

  /// The table may differ from the data (it moved a row the snapshot does not have, or it
  /// went away during a reload): it is reloaded with the data before the next batch. Returns
  /// whether there is data to reload it with.
  @discardableResult
  @usableFromInline
  mutating func tableMayDifferFromData() -> Bool {
    switch sync {
    case .noData:
      return false
    case .inStep(let data):
      sync = .needsReload(data)
    case .awaitingEchoes(let data, let moves):
      sync = .needsReloadAwaitingEchoes(data: data, moves: moves)
    case .needsReload, .needsReloadAwaitingEchoes:
      break
    }
    return true
  }

  // MARK: The user's edits

  /// The user moved a row in the table (inside its callback) that the snapshot has; the
  /// snapshot still shows the row where it was. `othersWait` says whether change sets are on
  /// their way to the binder.
  ///
  /// When nothing waits and the table was in step, the move is to be applied to the data
  /// (``Action/applyMoveToData``), whose echo it then awaits. Otherwise the data is ahead of
  /// what the user saw, and the table is reloaded with it once the callback has returned.
  mutating func userMoved(
    from: ItemPath, to: ItemPath, snapshot: Rows, othersWait: Bool
  ) -> Action {
    let somethingWaits: Bool
    switch activity {
    case .idle: somethingWaits = othersWait
    case .performing(let waiting), .insideTableCallback(let waiting),
      .performingInsideTableCallback(let waiting):
      somethingWaits = othersWait || !waiting.isEmpty
    }
    let move = CollectionMove(from: from, to: to)
    switch sync {
    case .noData:
      // Nothing shown, so no row to move: the table disagrees; the first change set reloads it.
      return .none
    case .inStep(let location):
      let data = location.resolved(snapshot)
      if somethingWaits {
        sync = .needsReload(.kept(data))
        return .none
      }
      sync = .awaitingEchoes(data: data, moves: [move])
      return .applyMoveToData
    case .awaitingEchoes(let data, let moves):
      if somethingWaits {
        sync = .needsReloadAwaitingEchoes(data: data, moves: moves)
        return .none
      }
      sync = .awaitingEchoes(data: data, moves: moves + [move])
      return .applyMoveToData
    case .needsReload(let location):
      sync = .needsReload(.kept(location.resolved(snapshot)))
      return .none
    case .needsReloadAwaitingEchoes:
      return .none
    }
  }

  /// The bound data did not take the user's last move (it changed on another thread): no
  /// echo will come, so the table is reloaded with the data once the callback has returned.
  mutating func dataRefusedUserMove() {
    switch sync {
    case .awaitingEchoes(let data, var moves), .needsReloadAwaitingEchoes(let data, var moves):
      moves.removeLast()
      sync =
        moves.isEmpty
        ? .needsReload(.kept(data)) : .needsReloadAwaitingEchoes(data: data, moves: moves)
    case .noData, .inStep, .needsReload:
      tableMayDifferFromData()
    }
  }

  /// Whether a row the user deleted can be deleted from the data: the table shows the data and
  /// nothing waits (otherwise the row the user saw may not be the data's row at that path).
  func acceptsUserDelete(othersWait: Bool) -> Bool {
    guard !othersWait else { return false }
    switch activity {
    case .idle: break
    case .performing(let waiting): guard waiting.isEmpty else { return false }
    case .insideTableCallback, .performingInsideTableCallback: return false
    }
    switch sync {
    case .noData, .inStep: return true
    case .awaitingEchoes, .needsReload, .needsReloadAwaitingEchoes: return false
    }
  }

  /// Takes the echo of the user's next move, if `change` is it: the table shows it already,
  /// so only the data changes.
  @inlinable
  mutating func absorbEchoOfNextUserMove(
    _ change: SectionedArrayChangeset<Metadata, Item>
  ) -> Bool {
    switch sync {
    case .awaitingEchoes(_, let moves):
      guard change.echoes(moves[0]) else { return false }
      let rest = moves.dropFirst()
      sync =
        rest.isEmpty
        ? .inStep(.kept(change.collection))
        : .awaitingEchoes(data: change.collection, moves: Array(rest))
      return true
    case .needsReloadAwaitingEchoes(_, let moves):
      guard change.echoes(moves[0]) else { return false }
      let rest = moves.dropFirst()
      sync =
        rest.isEmpty
        ? .needsReload(.kept(change.collection))
        : .needsReloadAwaitingEchoes(data: change.collection, moves: Array(rest))
      return true
    case .noData, .inStep, .needsReload:
      return false
    }
  }

  // MARK: Descriptions

  @usableFromInline var description: String { "\(activity.summary), \(sync.summary)" }
}

extension TableBinderStateMachine.DataLocation {
  /// The rows of the data, given the snapshot.
  func resolved(_ snapshot: [ArraySection<Metadata, Item>]) -> [ArraySection<Metadata, Item>] {
    switch self {
    case .snapshot: snapshot
    case .kept(let data): data
    }
  }

  fileprivate var summary: String {
    switch self {
    case .snapshot: "snapshot"
    case .kept(let data): "kept \(data.map { $0.items.count })"
    }
  }
}

extension TableBinderStateMachine.Activity {
  /// The case and how many change sets wait: `performing(1 waiting)`.
  var summary: String {
    func named(
      _ name: String, _ waiting: FIFOBuffer<TableBinderStateMachine.PendingChange>
    )
      -> String
    { waiting.isEmpty ? name : "\(name)(\(waiting.count) waiting)" }
    switch self {
    case .idle: return "idle"
    case .performing(let waiting): return named("performing", waiting)
    case .insideTableCallback(let waiting): return named("insideTableCallback", waiting)
    case .performingInsideTableCallback(let waiting):
      return named("performingInsideTableCallback", waiting)
    }
  }
}

extension TableBinderStateMachine.Sync {
  /// The case, where the data is (its rows per section) and how many moves await their echo.
  fileprivate var summary: String {
    switch self {
    case .noData: "noData"
    case .inStep(let data): "inStep(\(data.summary))"
    case .awaitingEchoes(let data, let moves):
      "awaitingEchoes(kept \(data.map { $0.items.count }), \(moves.count) moves)"
    case .needsReload(let data): "needsReload(\(data.summary))"
    case .needsReloadAwaitingEchoes(let data, let moves):
      "needsReloadAwaitingEchoes(kept \(data.map { $0.items.count }), \(moves.count) moves)"
    }
  }
}

extension SectionedArrayChangeset {
  /// Whether this change set is the echo of `move`: edits whose one step is that move.
  @inlinable
  func echoes(_ move: CollectionMove<ItemPath>) -> Bool {
    guard kind == .edits, patch.count == 1, case .moveItem(let from, let to) = patch[0] else {
      return false
    }
    return from == move.from && to == move.to
  }
}
