import Kizuna
import KizunaTestSupport
import Testing

/// Regression tests for the routes into a table other than `bind()` alone: the `apply(_:)` route
/// with user moves, detaching and re-attaching, batches that arrive inside the table's move
/// callback, re-entrant changes, and row moves beside section moves.
@MainActor
@Suite struct TableBinderRouteTests {
  func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

  /// The run loop: work the binder defers until the table's callback has returned.
  let later = ManualDeferral()

  /// A strict oracle fed by a binder that is not bound: the app observes `array` itself and
  /// passes every change set to `apply(_:)`, the route for data changed elsewhere.
  func makeAppliedTable(
    _ array: MutableObservableSectionedArray<String, Int>
  ) -> (TableViewModel<String, Int>, TableBinder<String, Int>, any Disposable) {
    let oracle = TableViewModel<String, Int>(strict: true)
    let binder = TableBinder<String, Int>(table: oracle, deferral: later.deferral)
    oracle.dataSource = { [binder] in binder.snapshot }
    let observation = array.observeNext { change in
      MainActor.assumeIsolated { binder.apply(change) }
    }
    return (oracle, binder, observation)
  }

  /// The user drags a row: the table shows it at once, then calls its data source.
  func userMove(
    _ oracle: TableViewModel<String, Int>, _ binder: TableBinder<String, Int>, from: ItemPath,
    to: ItemPath
  ) {
    oracle.simulateUserMove(from: from, to: to) { binder.userMovedRow(from: from, to: to) }
  }

  @Test func applyRouteDoesNotEchoAUserMoveTheAppMakesInItsData() {
    let array = MutableObservableSectionedArray([ArraySection(metadata: "S1", items: [1, 2])])
    let (oracle, binder, observation) = makeAppliedTable(array)
    userMove(oracle, binder, from: path(0, 0), to: path(0, 1))
    array.moveItem(from: path(0, 0), to: path(0, 1))  // the app's own move callback
    later.runAll()
    #expect(oracle.acceptedBatches == [])  // no moveRow([0,1] -> [0,0]) undoing the drag
    #expect(oracle.errors.isEmpty)
    #expect(oracle.shown == array.collection)
    #expect(array.collection == [ArraySection(metadata: "S1", items: [2, 1])])
    // Later changes start from the moved rows.
    array.appendItem(3, toSection: 0)
    #expect(oracle.acceptedBatches == [[.insertRows([path(0, 2)])]])
    #expect(oracle.shown == array.collection)
    observation.dispose()
  }

  @Test func applyRouteEchoArrivingAfterTheCallbackIsNotEchoedEither() {
    let array = MutableObservableSectionedArray([ArraySection(metadata: "S1", items: [1, 2, 3])])
    let (oracle, binder, observation) = makeAppliedTable(array)
    userMove(oracle, binder, from: path(0, 2), to: path(0, 0))
    later.runAll()
    array.moveItem(from: path(0, 2), to: path(0, 0))  // the app moves its data later
    #expect(oracle.acceptedBatches == [])
    #expect(oracle.reloadCount == 1)
    #expect(oracle.shown == array.collection)
    observation.dispose()
  }

  @Test func applyRouteReloadsWhenTheDataDoesNotFollowTheUserMove() {
    let array = MutableObservableSectionedArray([ArraySection(metadata: "S1", items: [1, 2, 3])])
    let (oracle, binder, observation) = makeAppliedTable(array)
    userMove(oracle, binder, from: path(0, 0), to: path(0, 2))  // the table shows 2 3 1
    later.runAll()
    array[path(0, 1)] = 20  // the data never took the move: 1 20 3
    // reloadRows([[0,1]]) would leave "2 20 1" on screen: rows 0 and 2 wrong.
    #expect(oracle.acceptedBatches == [])
    #expect(oracle.reloadCount == 2)
    #expect(oracle.errors.isEmpty)
    #expect(oracle.shown == [ArraySection(metadata: "S1", items: [1, 20, 3])])
    #expect(oracle.shown == array.collection)
    observation.dispose()
  }

  @Test func theEchoOfAnEarlierMoveDoesNotChangeWhatTheDataSourceServes() {
    let array = MutableObservableSectionedArray([ArraySection(metadata: "S1", items: [1, 2, 3])])
    let (oracle, binder, observation) = makeAppliedTable(array)
    userMove(oracle, binder, from: path(0, 0), to: path(0, 2))  // 2 3 1; the app waits
    later.runAll()
    oracle.simulateUserMove(from: path(0, 1), to: path(0, 1)) {
      binder.userMovedRow(from: path(0, 1), to: path(0, 1))
      binder.reload()  // the app refuses a move; the reload waits for the callback's end
    }
    // Before the reload, another drag (3 2 1), which the data cannot take any more.
    userMove(oracle, binder, from: path(0, 0), to: path(0, 1))
    array.moveItem(from: path(0, 0), to: path(0, 2))  // the app takes the first move now
    // Until the callback returns, the data source serves what the table shows.
    #expect(binder.snapshot == oracle.shown)
    later.runAll()
    #expect(oracle.errors.isEmpty)
    #expect(oracle.shown == array.collection)
    #expect(binder.snapshot == oracle.shown)
    observation.dispose()
  }

  @Test func reattachingATableReloadsItBeforeTheNextBatch() {
    let array = MutableObservableSectionedArray([ArraySection(metadata: "S1", items: [1, 2])])
    let oracle = TableViewModel<String, Int>(strict: true)
    let binder = TableBinder<String, Int>(table: oracle, deferral: later.deferral)
    oracle.dataSource = { [binder] in binder.snapshot }
    let binding = binder.bind(array)
    binder.table = nil
    array.removeItem(at: path(0, 0))
    #expect(oracle.shown == [ArraySection(metadata: "S1", items: [1, 2])])  // detached
    binder.table = oracle
    #expect(oracle.reloadCount == 2)
    #expect(oracle.shown == array.collection)
    array.appendItem(3, toSection: 0)
    #expect(oracle.acceptedBatches == [[.insertRows([path(0, 1)])]])
    #expect(oracle.errors.isEmpty)
    #expect(oracle.shown == [ArraySection(metadata: "S1", items: [2, 3])])
    binding.dispose()
  }

  @Test func attachingAnotherTableReloadsIt() {
    let array = MutableObservableSectionedArray([ArraySection(metadata: "S1", items: [1, 2])])
    let first = TableViewModel<String, Int>(strict: true)
    let second = TableViewModel<String, Int>(strict: true)
    let binder = TableBinder<String, Int>(table: first, deferral: later.deferral)
    first.dataSource = { [binder] in binder.snapshot }
    second.dataSource = { [binder] in binder.snapshot }
    let binding = binder.bind(array)
    binder.table = second
    #expect(second.reloadCount == 1)
    array.removeItem(at: path(0, 1))
    #expect(second.acceptedBatches == [[.deleteRows([path(0, 1)])]])
    #expect(second.shown == array.collection)
    #expect(first.acceptedBatches == [])
    #expect(second.errors.isEmpty)
    binding.dispose()
  }

  @Test func userMoveWhileChangesWaitIsNotAppliedToMovedOnData() {
    let array = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1, 2, 3])])
    let oracle = TableViewModel<String, Int>(strict: true)
    let binder = TableBinder<String, Int>(table: oracle, deferral: later.deferral)
    oracle.dataSource = { [binder] in binder.snapshot }
    let binding = binder.bind(array)
    // Another observer removes the first row whenever a move arrives.
    let reaction = array.observeNext { change in
      if change.kind == .edits, case .moveItem = change.patch.first {
        array.removeItem(at: ItemPath(section: 0, item: 0))
      }
    }
    userMove(oracle, binder, from: path(0, 0), to: path(0, 2))  // 2 3 1, data then 3 1
    #expect(array.collection == [ArraySection(metadata: "A", items: [3, 1])])
    // Before the deferred removal reaches the table, the user drags again: in the table's
    // positions, not in the data's, so the data must not take it.
    userMove(oracle, binder, from: path(0, 0), to: path(0, 1))
    #expect(array.collection == [ArraySection(metadata: "A", items: [3, 1])])
    later.runAll()
    #expect(oracle.errors.isEmpty)
    #expect(oracle.shown == array.collection)
    array.appendItem(4, toSection: 0)
    #expect(oracle.errors.isEmpty)
    #expect(oracle.shown == array.collection)
    reaction.dispose()
    binding.dispose()
  }

  @Test func changesAppliedFromInsideABatchAreNotNested() {
    let table = NestingTable()
    let binder = TableBinder<String, Int>(table: table, deferral: later.deferral)
    let one = [ArraySection(metadata: "A", items: [1])]
    let two = [ArraySection(metadata: "A", items: [1, 2])]
    let three = [ArraySection(metadata: "A", items: [1, 2, 3])]
    binder.apply(.initial(one))
    var reentered = false
    table.onBatch = {
      // Code run during the batch (a cell being configured) hands the binder the next change.
      guard !reentered else { return }
      reentered = true
      binder.apply(
        SectionedArrayChangeset(
          collection: three, patch: [.insertItem(3, at: ItemPath(section: 0, item: 2))],
          oldItemCounts: [2]))
    }
    binder.apply(
      SectionedArrayChangeset(
        collection: two, patch: [.insertItem(2, at: ItemPath(section: 0, item: 1))],
        oldItemCounts: [1]))
    #expect(table.maximumDepth == 1)
    #expect(table.batches == 2)
    #expect(binder.snapshot == three)
  }

  @Test(arguments: [TableUpdatePlanner.Mode.strict, .combined])
  func rowMovesNeverShareABatchWithMovesOfTheirSection(_ mode: TableUpdatePlanner.Mode) {
    let array = MutableObservableSectionedArray([
      ArraySection(metadata: "S1", items: []), ArraySection(metadata: "S2", items: ["a"]),
    ])
    let oracle = TableViewModel<String, String>(strict: mode == .strict)
    let binder = TableBinder<String, String>(table: oracle, deferral: later.deferral)
    binder.configuration.updateStyle = .batches(mode)
    oracle.dataSource = { [binder] in binder.snapshot }
    let binding = binder.bind(array)
    array.batchUpdate { table in
      table.moveSection(from: 1, to: 0)
      table.moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 0))
    }
    #expect(oracle.errors.isEmpty)
    #expect(oracle.shown == array.collection)
    for batch in oracle.acceptedBatches {
      let movesSections = batch.contains { if case .moveSection = $0 { true } else { false } }
      let movesRows = batch.contains { if case .moveRow = $0 { true } else { false } }
      #expect(!(movesSections && movesRows), "\(batch)")
    }
    if mode == .combined {
      #expect(
        oracle.acceptedBatches == [
          [
            .moveSection(1, to: 0), .deleteRows([ItemPath(section: 1, item: 0)]),
            .insertRows([ItemPath(section: 1, item: 0)]),
          ]
        ])
    }
    binding.dispose()
  }
}

/// A table that counts how deeply batches nest and runs a hook inside each batch.
@MainActor
final class NestingTable: TableViewProtocol {
  var depth = 0
  var maximumDepth = 0
  var batches = 0
  var onBatch: () -> Void = {}
  func reloadData() {}
  func performBatch(
    _ operations: [TableOperation], animations: TableAnimations, updateData: () -> Void
  ) {
    depth += 1
    maximumDepth = max(maximumDepth, depth)
    batches += 1
    updateData()
    onBatch()
    depth -= 1
  }
}
