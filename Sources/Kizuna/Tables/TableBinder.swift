#if canImport(Darwin)
  internal import Atomics
#else
  internal import Synchronization
#endif

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
  public private(set) var snapshot: [ArraySection<Metadata, Item>] = []
  /// How to update the table and answer its questions.
  public var configuration: TableConfiguration<Metadata, Item>
  /// The table; held weakly. Setting a different table (or setting one again after `nil`)
  /// reloads it, so that it shows ``snapshot`` before any batch.
  public weak var table: (any TableViewProtocol)? {
    didSet {
      // Before the first change set there is nothing to show yet: that one reloads anyway.
      guard table !== oldValue, table != nil, data != nil else { return }
      needsReload = true
      resume()
    }
  }

  /// The data as the change sets describe it: the collection of the last one; `nil` before the
  /// first.
  private var data: [ArraySection<Metadata, Item>]? {
    get {
      switch dataState {
      case .none: nil
      case .shown: snapshot
      case .other(let data): data
      }
    }
    set { dataState = newValue.map { .other($0) } ?? .none }
  }
  /// Where ``data`` is. After a single edit of a bound array it is ``snapshot`` itself, so
  /// that the binder keeps no second reference to the array's collection (which would make the
  /// array's next edit copy it).
  private var dataState = DataState.none
  /// Moves the user made that the table shows and the change sets have not yet echoed.
  private var pendingUserMoves: [CollectionMove<ItemPath>] = []
  /// Change sets not yet performed, in order of arrival.
  private var queue = FIFOBuffer<PendingChange>()
  /// Counts the calls of `bind`: change sets of a binding that a later `bind` replaced are
  /// dropped (they do not start from the data the table shows).
  private var bindingGeneration = 0
  /// Whether the table may differ from ``snapshot`` (it was detached, or the user moved a row
  /// that the data will not follow), so that it must be reloaded before the next batch.
  private var needsReload = false
  /// Whether the binder is inside a table callback: until the deferred drain runs, change sets
  /// wait in ``queue``.
  private var isInsideTableCallback = false
  /// Whether change sets are being performed (guards against re-entrant batches).
  private var isPerforming = false
  /// Applies the user's moves and deletes to the bound array; `nil` with ``apply(_:)``.
  private var userEdits: UserEdits?
  private let deferral: Deferral
  /// Brings the bound array's change sets to the main actor, in order: at once when they are
  /// made on the main actor with none waiting, otherwise queued (its own queue, so that other
  /// main-actor work cannot delay a synchronous update).
  private let mainActorHop = MainActorScheduler()

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

  /// Shows `array` in the table and follows its changes until the returned disposable is
  /// disposed; user moves and deletes are applied to `array`.
  ///
  /// Changes made on the main actor reach the table at once; changes made on other threads
  /// reach it on the main actor, in the order they were made, after every change before them.
  ///
  /// - Parameters:
  ///   - array: The data; mutate it anywhere.
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: A disposable that ends the binding.
  public func bind(
    _ array: MutableObservableSectionedArray<Metadata, Item>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  )
    -> any Disposable
  {
    userEdits = UserEdits(
      move: { [weak array] from, to in
        var moved = false
        array?.batchUpdate { sections in
          // The data may have changed on another thread since the user saw it.
          guard sections.collection.canMoveItem(from: from, to: to) else { return }
          sections.moveItem(from: from, to: to)
          moved = true
        }
        return moved
      },
      delete: { [weak array] path in
        var deleted = false
        array?.batchUpdate { sections in
          guard sections.collection.indices.contains(path.section),
            sections.collection[path.section].items.indices.contains(path.item)
          else { return }
          sections.removeItem(at: path)
          deleted = true
        }
        return deleted
      })
    return follow(
      array, at: BindingSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Shows the read-only `array` in the table and follows its changes until the returned
  /// disposable is disposed.
  ///
  /// The binder cannot change read-only data: a row the user moves goes back to where the data
  /// has it (the table is reloaded once the move callback has returned), and
  /// ``userDeletedRow(at:)`` deletes nothing. Leave ``TableConfiguration/canMoveRow`` and
  /// ``TableConfiguration/canEditRow`` `false` for read-only data, or bind the mutable array.
  ///
  /// - Parameters:
  ///   - array: The data; its owner mutates it anywhere.
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: A disposable that ends the binding.
  public func bind(
    _ array: ObservableSectionedArray<Metadata, Item>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  )
    -> any Disposable
  {
    userEdits = .readOnly
    return follow(
      array, at: BindingSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Shows a flat `array` as a table with one section and follows its changes until the
  /// returned disposable is disposed; user moves and deletes are applied to `array`.
  ///
  /// Changes made on the main actor reach the table at once; changes made on other threads
  /// reach it on the main actor, in order.
  ///
  /// - Parameters:
  ///   - array: The data; mutate it anywhere.
  ///   - metadata: The metadata of the single section.
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: A disposable that ends the binding.
  public func bind(
    _ array: MutableObservableArray<Item>, metadata: Metadata,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  )
    -> any Disposable
  {
    userEdits = UserEdits(
      move: { [weak array] from, to in
        guard from.section == 0, to.section == 0 else {
          RuntimeIssue.report(
            "TableBinder: the table moved a row from \(from) to \(to), but the bound flat array "
              + "has one section (0); the move is not applied and the table is reloaded.")
          return false
        }
        var moved = false
        array?.batchUpdate { items in
          // The data may have changed on another thread since the user saw it.
          guard items.collection.indices.contains(from.item),
            items.collection.indices.contains(to.item)
          else { return }
          items.move(from: from.item, to: to.item)
          moved = true
        }
        return moved
      },
      delete: { [weak array] path in
        guard path.section == 0 else {
          RuntimeIssue.report(
            "TableBinder: the table deleted the row at \(path), but the bound flat array has "
              + "one section (0); nothing is deleted and the table is reloaded.")
          return false
        }
        var deleted = false
        array?.batchUpdate { items in
          guard items.collection.indices.contains(path.item) else { return }
          items.remove(at: path.item)
          deleted = true
        }
        return deleted
      })
    return follow(
      array.readOnly, metadata: metadata,
      at: BindingSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Shows the read-only flat `array` as a table with one section and follows its changes
  /// until the returned disposable is disposed.
  ///
  /// As with a read-only sectioned array, user moves and deletes do not change the data (see
  /// the read-only sectioned `bind(_:)`).
  ///
  /// - Parameters:
  ///   - array: The data; its owner mutates it anywhere.
  ///   - metadata: The metadata of the single section.
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: A disposable that ends the binding.
  public func bind(
    _ array: ObservableArray<Item>, metadata: Metadata,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> any Disposable {
    userEdits = .readOnly
    return follow(
      array, metadata: metadata,
      at: BindingSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Follows the change sets of `array`, bringing each to the main actor in order.
  private func follow(
    _ array: some SignalProtocol<SectionedArrayChangeset<Metadata, Item>, Never>,
    at site: BindingSite
  ) -> any Disposable {
    follow(array, at: site) { $0 }
  }

  /// Follows the change sets of a flat `array` as those of one section with `metadata`.
  private func follow(
    _ array: ObservableArray<Item>, metadata: Metadata, at site: BindingSite
  ) -> any Disposable {
    follow(array, at: site) { $0.sectioned(metadata: metadata) }
  }

  /// Follows the change sets of `array`, each made sectioned by `sectioned` and brought to the
  /// main actor in order, as a binding of its own generation.
  private func follow<Source: SignalProtocol>(
    _ array: Source, at site: BindingSite,
    sectioned: @escaping @Sendable (Source.Element) -> SectionedArrayChangeset<Metadata, Item>
  ) -> any Disposable where Source.Failure == Never {
    guard _slowPath(BindingRecorder.isOn) else { return follow(array, sectioned: sectioned) }
    return BindingRecorder.recordOnMainActor(.table, at: site, on: array, target: table) {
      follow(array, sectioned: sectioned)
    }
  }

  private func follow<Source: SignalProtocol>(
    _ array: Source,
    sectioned: @escaping @Sendable (Source.Element) -> SectionedArrayChangeset<Metadata, Item>
  ) -> any Disposable where Source.Failure == Never {
    let hop = mainActorHop
    bindingGeneration += 1
    let generation = bindingGeneration
    let lifetime = BindingLifetime()
    let observation = array.observeNext { [weak self] change in
      hop.execute {
        MainActor.assumeIsolated {
          // A change set still on its way when the binding was disposed is dropped.
          guard lifetime.isActive.load(ordering: .acquiring) else { return }
          self?.receive(sectioned(change), fromBinding: generation)
        }
      }
    }
    return lifetime.ending(observation)
  }

  /// Takes a change set of the binding `generation`: correct by construction (an observable
  /// array made it from the data before it, and the hop keeps their order), unless a later
  /// `bind` replaced that binding while it was still in force (not disposed).
  private func receive(
    _ change: SectionedArrayChangeset<Metadata, Item>, fromBinding generation: Int
  ) {
    guard generation == bindingGeneration else {
      RuntimeIssue.report(
        "TableBinder: a change set arrived from an array bound before the latest bind(...); "
          + "it is dropped. Dispose the previous binding before binding another array.")
      return
    }
    enqueue(change, isCorrectByConstruction: true)
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

  private func enqueue(
    _ change: SectionedArrayChangeset<Metadata, Item>, isCorrectByConstruction: Bool
  ) {
    if isInsideTableCallback {
      if queue.isEmpty, isEchoOfNextUserMove(change) {
        // The table already shows this move; nothing to perform, so no need to wait.
        absorbEcho(change)
        return
      }
    } else if !isPerforming, queue.isEmpty {
      // Nothing waits and nothing is being performed (the usual case): perform it at once,
      // without a trip through the queue, then whatever arrived meanwhile.
      isPerforming = true
      defer { isPerforming = false }
      perform(change, isCorrectByConstruction: isCorrectByConstruction)
      performWaitingChanges()
      return
    }
    queue.append(PendingChange(change: change, isCorrectByConstruction: isCorrectByConstruction))
    resume()
  }

  /// Records a move the user made in the table and applies it to the bound data, without
  /// sending it back to the table.
  ///
  /// Call it from the table's "move row" callback (`tableView(_:moveRowAt:to:)`). With
  /// ``bind(_:fileID:filePath:line:column:)-(MutableObservableSectionedArray<Metadata,Item>,_,_,_,_)``, the binder moves the item in the bound array; with ``apply(_:)``, move it in
  /// your data yourself, in the same callback. Change sets that arrive before the callback has
  /// returned are performed afterwards. If change sets are still waiting to be performed (the
  /// data has moved on from what the user saw), the move is not applied to the data and the
  /// table is reloaded with the data instead.
  ///
  /// - Parameters:
  ///   - from: The row's path before the move.
  ///   - to: The row's path after the move.
  public func userMovedRow(from: ItemPath, to: ItemPath) {
    enterTableCallback()
    guard from != to else { return }
    guard snapshot.canMoveItem(from: from, to: to) else {
      // The table moved a row that the binder does not show where the table says: the two
      // disagree, so the data wins once the callback has returned.
      RuntimeIssue.report(
        "TableBinder: the table moved a row from \(from) to \(to), which the data it shows "
          + "(\(rowCounts)) does not have; the table is reloaded with the data.")
      needsReload = true
      return
    }
    // The table shows the move already: serve the moved data (the data itself stays as the
    // change sets describe it).
    if case .shown = dataState { dataState = .other(snapshot) }
    snapshot.apply(SectionedArrayEdit<Metadata, Item>.moveItem(from: from, to: to))
    guard queue.isEmpty, !needsReload, !mainActorHop.hasQueuedWork else {
      // The data is ahead of what the user saw: its positions do not name the rows the user
      // moved. The data wins; the table is reloaded once the callback has returned.
      needsReload = true
      return
    }
    pendingUserMoves.append(CollectionMove(from: from, to: to))
    if let userEdits, !userEdits.move(from, to) {
      // The bound array could not take the move (it changed on another thread): no echo will
      // come, so the table is reloaded with the data once the callback has returned.
      pendingUserMoves.removeLast()
      needsReload = true
    }
  }

  /// Deletes the row the user deleted in the table (swipe to delete) from the bound data; the
  /// table then deletes the row in an animated batch, as UIKit expects.
  ///
  /// Call it from the table's "commit editing" callback
  /// (`tableView(_:commit:forRowAt:)` with `.delete`). With ``bind(_:fileID:filePath:line:column:)-(MutableObservableSectionedArray<Metadata,Item>,_,_,_,_)`` of a mutable array,
  /// the binder removes the item from the array, and the change set updates the table at once.
  /// Nothing is deleted (and `false` is returned) when the row the user saw may no longer be
  /// the row at `path`: change sets are still waiting to be performed, a user move has not
  /// reached the data, or the data changed on another thread meanwhile; the table keeps
  /// showing the row and the user can swipe again. With ``apply(_:)`` or a read-only array,
  /// delete the item from your data yourself.
  ///
  /// ```swift
  /// func tableView(_ tableView: UITableView, commit style: UITableViewCell.EditingStyle,
  ///                forRowAt indexPath: IndexPath) {
  ///   if style == .delete { binder.userDeletedRow(at: ItemPath(indexPath)) }
  /// }
  /// ```
  ///
  /// - Parameter path: The path of the row the user deleted, as the table shows it.
  /// - Returns: Whether the item was removed from the bound data.
  @discardableResult
  public func userDeletedRow(at path: ItemPath) -> Bool {
    guard let userEdits, !isInsideTableCallback, queue.isEmpty, !needsReload,
      pendingUserMoves.isEmpty, !mainActorHop.hasQueuedWork
    else { return false }
    guard snapshot.indices.contains(path.section),
      snapshot[path.section].items.indices.contains(path.item)
    else {
      RuntimeIssue.report(
        "TableBinder: the table deleted the row at \(path), which the data it shows "
          + "(\(rowCounts)) does not have; nothing is deleted and the table is reloaded.")
      reload()
      return false
    }
    return userEdits.delete(path)
  }

  /// The rows per section that the table shows, for messages: `rows per section [2, 0]`.
  private var rowCounts: String { "rows per section \(snapshot.map { $0.items.count })" }

  /// Reloads the table with the data: the collection of the last change set, without the user
  /// moves it has not echoed.
  ///
  /// With ``apply(_:)``, call it when your data does not take a move the user made (the table
  /// shows the move until the next change set otherwise). Inside a table callback, the reload
  /// waits until the callback has returned.
  public func reload() {
    guard data != nil else { return }
    needsReload = true
    resume()
  }

  // MARK: Performing change sets

  /// Marks the binder as inside a table callback until a deferred drain runs.
  private func enterTableCallback() {
    guard !isInsideTableCallback else { return }
    isInsideTableCallback = true
    deferral { [weak self] in
      guard let self else { return }
      self.isInsideTableCallback = false
      self.resume()
    }
  }

  /// Performs the waiting change sets in order, unless inside a table callback or already
  /// performing.
  private func resume() {
    guard !isInsideTableCallback, !isPerforming else { return }
    isPerforming = true
    defer { isPerforming = false }
    performWaitingChanges()
  }

  /// The loop of ``resume()``, while performing: the queued change sets in order, then the
  /// reload a disagreement with the table asked for.
  private func performWaitingChanges() {
    while let pending = queue.popFirst() {
      perform(pending.change, isCorrectByConstruction: pending.isCorrectByConstruction)
    }
    if needsReload, table != nil, let data {
      pendingUserMoves.removeAll()
      reload(data)
    }
  }

  private func isEchoOfNextUserMove(
    _ change: SectionedArrayChangeset<Metadata, Item>
  ) -> Bool {
    guard let expected = pendingUserMoves.first, change.kind == .edits, change.patch.count == 1,
      case .moveItem(let from, let to) = change.patch[0]
    else { return false }
    return from == expected.from && to == expected.to
  }

  private func absorbEcho(_ change: SectionedArrayChangeset<Metadata, Item>) {
    // The table shows this move already (and perhaps later ones): the snapshot stays.
    data = change.collection
    pendingUserMoves.removeFirst()
  }

  private func perform(
    _ change: SectionedArrayChangeset<Metadata, Item>, isCorrectByConstruction: Bool
  ) {
    data = change.collection
    if !pendingUserMoves.isEmpty {
      if isEchoOfNextUserMove(change) {
        absorbEcho(change)
        return
      }
      // The data changed in another way first: the table and the data part ways, so show the
      // data as it is. (The change set starts from data without the user's moves, not from
      // what the table shows.)
      pendingUserMoves.removeAll()
      reload(change.collection)
      return
    }
    guard let table else {
      snapshot = change.collection
      needsReload = true
      return
    }
    guard !needsReload else {
      reload(change.collection)
      return
    }
    switch configuration.updateStyle {
    case .reloadData:
      reload(change.collection)
    case .batches(let mode):
      guard change.kind == .edits else {
        reload(change.collection)
        return
      }
      if isCorrectByConstruction, change.patch.count == 1,
        let one = TableUpdatePlanner.planOneChange(from: snapshot, to: change, checked: true),
        case .batch(let operations, _) = one[0]
      {
        // One edit of a bound array: its positions and counts checked in O(1), no full check,
        // no mapping of every row; the snapshot takes the same step in place, and then is the
        // data (no second reference to the array's collection).
        let step = change.patch[0]
        performBatch(operations, on: table) { $0.apply(step) }
        dataState = .shown
        return
      }
      if isCorrectByConstruction,
        let plan = ItemChangePlan(from: snapshot, to: change, mode: mode, checked: true)
      {
        // A few item changes (a derived array's diff, with no patch): planned from the diff
        // alone, the snapshot edited in place, and then the data, as after one edit.
        perform(plan, on: table)
        return
      }
      let updates: [TableUpdate<Metadata, Item>]
      if TableUpdatePlanner.fits(
        change.diff, oldItemCounts: snapshot.map { $0.items.count },
        newItemCounts: change.collection.map { $0.items.count })
      {
        if let plan = ItemChangePlan(from: snapshot, to: change, mode: mode, checked: false) {
          perform(plan, on: table)
          return
        }
        updates = TableUpdatePlanner.planFitting(from: snapshot, to: change, mode: mode)
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
  }

  /// Performs the batches of `plan`, editing ``snapshot`` in place inside each; the snapshot is
  /// then the data (no second reference to the change set's collection, which would make the
  /// array's next edit copy it).
  private func perform(_ plan: ItemChangePlan<Metadata, Item>, on table: any TableViewProtocol) {
    for batch in plan.batches {
      performBatch(batch.operations, on: table) { batch.apply(to: &$0) }
    }
    dataState = .shown
  }

  /// Sends one batch to `table`, which switches the data source (``snapshot``, changed by
  /// `update`) inside it.
  private func performBatch(
    _ operations: [TableOperation], on table: any TableViewProtocol,
    update: (inout [ArraySection<Metadata, Item>]) -> Void
  ) {
    var updatedData = false
    table.performBatch(operations, animations: configuration.animations) {
      guard !updatedData else {
        RuntimeIssue.report(
          "TableBinder: \(type(of: table)).performBatch called updateData more than once; "
            + "the later calls change nothing. Call it once per batch.")
        return
      }
      update(&snapshot)
      updatedData = true
    }
    guard updatedData else {
      RuntimeIssue.report(
        "TableBinder: \(type(of: table)).performBatch returned without calling updateData; "
          + "the data source now serves the data after the batch.")
      update(&snapshot)
      return
    }
  }

  private func reload(_ data: [ArraySection<Metadata, Item>]) {
    snapshot = data
    guard let table else {
      needsReload = true
      return
    }
    needsReload = false
    table.reloadData()
  }

  // MARK: Data source

  /// The number of sections shown.
  public var numberOfSections: Int { snapshot.count }

  /// The number of rows shown in `section`.
  public func numberOfRows(inSection section: Int) -> Int {
    checkIndex(section, in: 0..<snapshot.count, "section")
    return snapshot[section].items.count
  }

  /// The item shown at `path`.
  public func item(at path: ItemPath) -> Item {
    checkIndex(path.section, in: 0..<snapshot.count, "section")
    checkIndex(path.item, in: 0..<snapshot[path.section].items.count, "row")
    return snapshot[path.section].items[path.item]
  }

  /// The metadata of the section shown at `section`.
  public func metadata(ofSection section: Int) -> Metadata {
    checkIndex(section, in: 0..<snapshot.count, "section")
    return snapshot[section].metadata
  }

  /// The header title of `section`, from ``TableConfiguration/headerTitle``.
  public func headerTitle(forSection section: Int) -> String? {
    configuration.headerTitle?(metadata(ofSection: section), section)
  }

  /// The footer title of `section`, from ``TableConfiguration/footerTitle``.
  public func footerTitle(forSection section: Int) -> String? {
    configuration.footerTitle?(metadata(ofSection: section), section)
  }

  /// Whether the row at `path` can be edited, from ``TableConfiguration/canEditRow``.
  public func canEditRow(at path: ItemPath) -> Bool {
    configuration.canEditRow(item(at: path), path)
  }

  /// Whether the row at `path` can be moved, from ``TableConfiguration/canMoveRow``.
  public func canMoveRow(at path: ItemPath) -> Bool {
    configuration.canMoveRow(item(at: path), path)
  }
}

extension TableBinder {
  /// Where a binder's data (the collection of the last change set) is.
  fileprivate enum DataState {
    /// No change set yet.
    case none
    /// The data is what the table shows: the snapshot.
    case shown
    /// The data differs from what the table shows (a user move not yet echoed, a detached
    /// table), or was not worth comparing.
    case other([ArraySection<Metadata, Item>])
  }

  /// A change set waiting to be performed, and whether an observable array made it from the
  /// data before it (a bound array's, in order) rather than an app passing it to `apply(_:)`.
  fileprivate struct PendingChange {
    let change: SectionedArrayChangeset<Metadata, Item>
    let isCorrectByConstruction: Bool
  }
}

/// Whether a binding of a ``TableBinder`` is still in force: change sets that were on their way
/// to the main actor when it was disposed are dropped.
private final class BindingLifetime: Sendable {
  let isActive = ActiveFlag(true)

  /// A disposable that ends this lifetime, then `observation`.
  func ending(_ observation: any Disposable) -> any Disposable {
    BlockDisposable { [self] in
      isActive.store(false, ordering: .releasing)
      observation.dispose()
    }
  }
}

/// How a binder applies what the user does in the table to the bound data.
@MainActor
private struct UserEdits {
  /// Moves an item; returns whether the data took the move.
  let move: (ItemPath, ItemPath) -> Bool
  /// Deletes an item; returns whether the data had it.
  let delete: (ItemPath) -> Bool

  /// Read-only data takes nothing: moves are undone by a reload, deletes do nothing.
  static let readOnly = UserEdits(move: { _, _ in false }, delete: { _ in false })
}
