/// Keeps a table in step with an observable (sectioned) array: the platform-neutral heart of a
/// table binding.
///
/// The binder holds the data the table shows (``snapshot``) and serves it to the table's data
/// source. Each change set is planned with ``TableUpdatePlanner`` from that snapshot and
/// performed on the ``TableViewProtocol`` target, updating the snapshot inside each batch, so
/// the table and its data never disagree.
///
/// The binder plans a change set only when the table shows exactly the data the change set
/// starts from: the collection of the change set before it. Whenever that is not known to
/// hold, it reloads the table instead of animating, so that no batch can be rejected and no
/// row can show stale content:
/// - **User moves.** When the user moves a row in the table, call
///   ``userMovedRow(from:to:)``. The table already shows the move, so its echo (the change set
///   of that very move, from ``bind(_:fileID:filePath:line:column:)-(MutableObservableSectionedArray<Metadata,Item>,_,_,_,_)`` or from the app's own `moveItem`) only updates the
///   snapshot; echoing it crashed the original with "NSInternalInconsistencyException". If the
///   next change set is anything else, the data and the table have parted ways, and the table
///   is reloaded with the data.
/// - **Inside the table's callback.** Change sets that arrive while the binder handles a user
///   move (another observer reacting to the move, for example) wait until the table's callback
///   has returned, and are then performed in order: UIKit must not be updated from inside
///   `tableView(_:moveRowAt:to:)`. A user move made while such change sets wait is not applied
///   to the data, whose positions no longer match what the user saw; the table is reloaded
///   with the data instead.
/// - **Detached tables.** Change sets that arrive while ``table`` is `nil` update the snapshot;
///   a table set later (or set again) is reloaded at once.
///
/// Row moves are never mixed with section moves in one batch: in every mode, a row that moves
/// out of or into a moved section is deleted and inserted instead (tables are known not to
/// accept row moves mixed with section moves reliably).
///
/// Runs on the main actor. With ``bind(_:fileID:filePath:line:column:)-(MutableObservableSectionedArray<Metadata,Item>,_,_,_,_)`` the array may be mutated on any thread: changes
/// made elsewhere reach the table on the main actor, in order (a user move made meanwhile may
/// land on a row that has moved; the table still ends showing the data). With ``apply(_:)``,
/// observe the data yourself and pass every change set on the main actor, in the order they
/// arrive. Bind one array at a time: dispose the previous binding before binding another.
///
/// ```swift
/// let rows = MutableObservableSectionedArray([ArraySection(metadata: "Today", items: ["a"])])
/// let binder = TableBinder<String, String>(table: table)
/// binder.bind(rows).dispose(in: bag)   // table.reloadData()
/// rows.appendItem("b", toSection: 0)   // table.insertRows(at: [[0, 1]], with: .automatic)
/// print(binder.numberOfRows(inSection: 0))   // prints "2"
/// ```
@MainActor
public final class TableBinder<Metadata: Sendable, Item: Sendable> {
  /// Runs work on the main actor after the current table callback has returned.
  public typealias Deferral = @MainActor (@escaping @MainActor @Sendable () -> Void) -> Void

  /// The data the table shows, served by ``numberOfSections``, ``item(at:)`` and the rest.
  public var snapshot: [ArraySection<Metadata, Item>] { shown }
  /// The storage of ``snapshot``, edited in place inside each batch.
  ///
  /// This property and ``state`` are exempt from the run-time exclusivity check, which would
  /// otherwise run on each of their accesses, several per change set. Safety: the binder is
  /// main-actor isolated, so no two threads reach them; and no access overlaps another on the
  /// main actor, because every modifying access is library code that does not call out (the
  /// state machine's transitions, the snapshot's edit inside `updateData`), so a table or an
  /// observer that calls back into the binder can never run while one is in progress. (The
  /// deinit of an item that such an edit releases must not read the binder, as no deinit may
  /// read an array that is being mutated.)
  @exclusivity(unchecked) @usableFromInline var shown: [ArraySection<Metadata, Item>] = []
  /// How to update the table and answer its questions.
  public var configuration: TableConfiguration<Metadata, Item>
  /// The table; held weakly. Setting a different table (or setting one again after `nil`)
  /// reloads it, so that it shows ``snapshot`` before any batch.
  public weak var table: (any TableViewProtocol)? {
    didSet {
      // Before the first change set there is nothing to show yet: that one reloads anyway.
      guard table !== oldValue, table != nil else { return }
      if state.reloadRequested() == .performWaiting { performWaitingChanges() }
    }
  }

  /// What the binder is doing, and how the table stands to the data (the data itself, where
  /// it is not the snapshot).
  ///
  /// Exempt from the run-time exclusivity check, as ``shown`` is (see there why it is safe).
  @exclusivity(unchecked) @usableFromInline
  var state = TableBinderStateMachine<Metadata, Item>()
  /// Applies the user's moves and deletes to the bound array; `nil` with ``apply(_:)``.
  var userEdits: UserEdits?
  private let deferral: Deferral
  /// Brings the bound array's change sets to the main actor, in order: at once when they are
  /// made on the main actor with none waiting, otherwise queued (its own queue, so that other
  /// main-actor work cannot delay a synchronous update).
  @usableFromInline let mainActorHop = MainActorScheduler()

  /// Creates a binder for `table`.
  ///
  /// - Parameters:
  ///   - table: The table to update; held weakly. Set it later with ``table`` if needed.
  ///   - configuration: Update style, animations, titles and permissions.
  ///   - deferral: Runs work on the main actor once the current table callback has returned;
  ///     by default ``MainActorScheduler/executeLater(_:)`` of the shared scheduler. Tests pass
  ///     a queue they run by hand.
  public init(
    table: (any TableViewProtocol)? = nil,
    configuration: TableConfiguration<Metadata, Item> = TableConfiguration(),
    deferral: @escaping Deferral = { work in
      MainActorScheduler.shared.executeLater { MainActor.assumeIsolated { work() } }
    }
  ) {
    self.table = table
    self.configuration = configuration
    self.deferral = deferral
  }

  /// Brings the table to `change.collection`.
  ///
  /// Pass every change set of the data, in the order they arrive. Initial and replacement
  /// change sets reload the table; edits are planned from ``snapshot`` and performed as
  /// batches (or as a reload, per ``configuration``). The echo of a move made with
  /// ``userMovedRow(from:to:)`` only updates the snapshot; any other change set while a user
  /// move awaits its echo reloads the table. While the binder is inside a table callback, the
  /// change set waits until the callback has returned.
  public func apply(_ change: SectionedArrayChangeset<Metadata, Item>) {
    enqueue(change, isCorrectByConstruction: false)
  }

  /// Reloads the table with the data: the collection of the last change set, without the user
  /// moves it has not echoed.
  ///
  /// With ``apply(_:)``, call it when your data does not take a move the user made (the table
  /// shows the move until the next change set otherwise). Inside a table callback, the reload
  /// waits until the callback has returned.
  public func reload() {
    if state.reloadRequested() == .performWaiting { performWaitingChanges() }
  }

  // MARK: Performing change sets
  //
  // The path of a change set, from `enqueue` to the table's batch, is `@inlinable`: an app that
  // binds an array specializes it for its own `Metadata` and `Item`, as it specializes the
  // array's edits, so a single edit reaches the table without generic metadata lookups. What
  // is rare (reloads, plans of many steps, reports) stays behind non-inlinable calls.

  /// Takes a change set, from the binding `generation` (`nil`: from ``apply(_:)``): performs
  /// it at once when nothing waits and nothing is being performed (the usual case: no trip
  /// through a queue), then whatever arrived meanwhile; otherwise it waits its turn.
  @inlinable
  func enqueue(
    _ change: SectionedArrayChangeset<Metadata, Item>, isCorrectByConstruction: Bool,
    fromBinding generation: Int? = nil
  ) {
    switch state.changeArrived(
      change, isCorrectByConstruction: isCorrectByConstruction, fromBinding: generation)
    {
    case .performNow:
      perform(change, isCorrectByConstruction: isCorrectByConstruction)
      performWaitingChanges()
    case .drop:
      reportDroppedChange()
    default:
      break  // it waits, or it was the echo of a user's move the table shows already
    }
  }

  /// Reports a change set of a binding that a later `bind` replaced.
  @usableFromInline
  func reportDroppedChange() {
    RuntimeIssue.report(
      "TableBinder: a change set arrived from an array bound before the latest bind(...); "
        + "it is dropped. Dispose the previous binding before binding another array.")
  }

  /// Marks the binder as inside a table callback until a deferred end runs.
  func enterTableCallback() {
    guard state.tableCallbackBegan() == .deferCallbackEnd else { return }
    deferral { [weak self] in
      guard let self, self.state.tableCallbackEnded() == .performWaiting else { return }
      self.performWaitingChanges()
    }
  }

  /// While performing: the waiting change sets in order, then the reload a disagreement with
  /// the table asked for, until nothing waits.
  @inlinable
  func performWaitingChanges() {
    while true {
      while let pending = state.nextWaitingChange() {
        perform(pending.change, isCorrectByConstruction: pending.isCorrectByConstruction)
      }
      switch state.performingEnds(isTableAttached: table != nil) {
      case .reloadWithData: reloadWithData()
      case .performWaiting: continue
      default: return
      }
    }
  }

  /// Reloads the table with the data (kept apart, or the snapshot).
  @usableFromInline
  func reloadWithData() {
    reload(state.keptData ?? shown)
  }

  @inlinable
  func perform(
    _ change: SectionedArrayChangeset<Metadata, Item>, isCorrectByConstruction: Bool
  ) {
    let table = self.table
    switch state.performs(change, isTableAttached: table != nil) {
    case .plan:
      guard let table else { return }
      plan(change, isCorrectByConstruction: isCorrectByConstruction, on: table)
    case .reload:
      reload(change.collection)
    case .keepForDetachedTable:
      shown = change.collection
    default:
      break  // the echo of a user's move: the table shows it already, the snapshot stays
    }
  }

  /// Brings the table, which shows the data before `change`, to its collection: one edit of a
  /// bound array as one operation, anything else through `planSteps`.
  @inlinable
  func plan(
    _ change: SectionedArrayChangeset<Metadata, Item>, isCorrectByConstruction: Bool,
    on table: any TableViewProtocol
  ) {
    guard case .batches(let mode) = configuration.updateStyle, change.kind == .edits else {
      reload(change.collection)
      return
    }
    if isCorrectByConstruction, change.patch.count == 1,
      let operation = TableUpdatePlanner.oneOperation(from: shown, to: change, checked: true)
    {
      // One edit of a bound array: its positions and counts checked in O(1), no full check,
      // no mapping of every row; the snapshot takes the same step in place, and then is the
      // data (no second reference to the array's collection).
      let step = change.patch[0]
      performBatch([operation], on: table) { $0.apply(step) }
      state.snapshotIsData()
      return
    }
    planSteps(change, isCorrectByConstruction: isCorrectByConstruction, mode: mode, on: table)
  }

  /// Brings the table to the collection of `change`, edits of several steps or of a diff
  /// alone: in batches, or by a reload where no batch fits.
  @usableFromInline
  func planSteps(
    _ change: SectionedArrayChangeset<Metadata, Item>, isCorrectByConstruction: Bool,
    mode: TableUpdatePlanner.Mode, on table: any TableViewProtocol
  ) {
    if isCorrectByConstruction,
      let plan = ItemChangePlan(from: shown, to: change, mode: mode, checked: true)
    {
      // A few item changes (a derived array's diff, with no patch): planned from the diff
      // alone, the snapshot edited in place, and then the data, as after one edit.
      perform(plan, on: table)
      return
    }
    let updates: [TableUpdate<Metadata, Item>]
    if TableUpdatePlanner.fits(
      change.diff, oldItemCounts: shown.map { $0.items.count },
      newItemCounts: change.collection.map { $0.items.count })
    {
      if let plan = ItemChangePlan(from: shown, to: change, mode: mode, checked: false) {
        perform(plan, on: table)
        return
      }
      updates = TableUpdatePlanner.planFitting(from: shown, to: change, mode: mode)
    } else {
      RuntimeIssue.report(
        "TableBinder: a change set does not start from the data the table shows ("
          + "\(rowCounts)): \(change.diff). The table is reloaded with its collection. "
          + "Pass apply(_:) every change set of the data, in order.")
      reload(change.collection)
      return
    }
    for update in updates {
      switch update {
      case .reloadData(let data):
        reload(data)
      case .batch(let operations, let data):
        performBatch(operations, on: table) { $0 = data }
      }
    }
  }

  /// Performs the batches of `plan`, editing ``snapshot`` in place inside each; the snapshot is
  /// then the data (no second reference to the change set's collection, which would make the
  /// array's next edit copy it).
  private func perform(_ plan: ItemChangePlan<Metadata, Item>, on table: any TableViewProtocol) {
    for batch in plan.batches {
      performBatch(batch.operations, on: table) { batch.apply(to: &$0) }
    }
    state.snapshotIsData()
  }

  /// Sends one batch to `table`, which switches the data source (``snapshot``, changed by
  /// `update`) inside it.
  @inlinable
  func performBatch(
    _ operations: [TableOperation], on table: any TableViewProtocol,
    update: (inout [ArraySection<Metadata, Item>]) -> Void
  ) {
    var updatedData = false
    table.performBatch(operations, animations: configuration.animations) {
      guard !updatedData else {
        reportRepeatedDataUpdate(by: table)
        return
      }
      update(&shown)
      updatedData = true
    }
    guard updatedData else {
      reportMissingDataUpdate(by: table)
      update(&shown)
      return
    }
  }

  /// Reports a table that called `updateData` more than once in one batch.
  @usableFromInline
  func reportRepeatedDataUpdate(by table: any TableViewProtocol) {
    RuntimeIssue.report(
      "TableBinder: \(type(of: table)).performBatch called updateData more than once; "
        + "the later calls change nothing. Call it once per batch.")
  }

  /// Reports a table that returned from a batch without calling `updateData`.
  @usableFromInline
  func reportMissingDataUpdate(by table: any TableViewProtocol) {
    RuntimeIssue.report(
      "TableBinder: \(type(of: table)).performBatch returned without calling updateData; "
        + "the data source now serves the data after the batch.")
  }

  /// Shows `data` (the data, or a step to it): the snapshot becomes it and the table reloads.
  @usableFromInline
  func reload(_ data: [ArraySection<Metadata, Item>]) {
    shown = data
    guard let table else {
      // The table went away meanwhile: it reloads once attached again.
      state.tableMayDifferFromData()
      return
    }
    table.reloadData()
  }
}
