import Kizuna
import KizunaTestSupport
import Testing

/// Named regression tests for the binder and the planner, each on a strict oracle.
@MainActor
@Suite struct TableBinderTests {
  func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

  /// The run loop: work the binder defers until the table's callback has returned.
  let later = ManualDeferral()

  /// A strict oracle fed by a binder bound to `array`.
  func makeTable(
    _ array: MutableObservableSectionedArray<String, Int>, strict: Bool = true
  )
    -> (TableViewModel<String, Int>, TableBinder<String, Int>, any Disposable)
  {
    let oracle = TableViewModel<String, Int>(strict: strict)
    let binder = TableBinder<String, Int>(table: oracle, deferral: later.deferral)
    binder.configuration.updateStyle = .batches(strict ? .strict : .combined)
    oracle.dataSource = { [binder] in binder.snapshot }
    let binding = binder.bind(array)
    return (oracle, binder, binding)
  }

  @Test func userMoveIsAppliedToTheDataWithoutEcho() {
    let array = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1, 2, 3])])
    let (oracle, binder, binding) = makeTable(array)
    oracle.simulateUserMove(from: path(0, 0), to: path(0, 2)) {
      binder.userMovedRow(from: path(0, 0), to: path(0, 2))
    }
    #expect(array.collection == [ArraySection(metadata: "A", items: [2, 3, 1])])
    #expect(oracle.batchCount == 0)  // no echo
    #expect(oracle.reloadCount == 1)  // only the initial reload
    #expect(oracle.errors.isEmpty)
    #expect(oracle.shown == array.collection)
    later.runAll()  // the table's callback returns
    // Later changes start from the moved rows.
    array.insertItem(9, at: path(0, 0))
    #expect(oracle.acceptedBatches == [[.insertRows([path(0, 0)])]])
    #expect(oracle.shown == array.collection)
    binding.dispose()
  }

  @Test func userMoveAcrossSectionsIsNotEchoed() {
    let array = MutableObservableSectionedArray([
      ArraySection(metadata: "A", items: [1, 2]), ArraySection(metadata: "B", items: [3]),
    ])
    let (oracle, binder, binding) = makeTable(array)
    oracle.simulateUserMove(from: path(0, 1), to: path(1, 0)) {
      binder.userMovedRow(from: path(0, 1), to: path(1, 0))
    }
    #expect(
      array.collection == [
        ArraySection(metadata: "A", items: [1]), ArraySection(metadata: "B", items: [2, 3]),
      ])
    #expect(oracle.batchCount == 0)
    #expect(oracle.errors.isEmpty)
    binding.dispose()
  }

  @Test func userMoveFollowedByChangeFromAnObserverIsNotEchoed() {
    let array = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1, 2, 3])])
    let (oracle, binder, binding) = makeTable(array)
    // Another observer reacts to the move by appending a row (delivered after the move).
    let reaction = array.observeNext { change in
      if change.kind == .edits, case .moveItem = change.patch.first {
        array.appendItem(4, toSection: 0)
      }
    }
    oracle.simulateUserMove(from: path(0, 2), to: path(0, 0)) {
      binder.userMovedRow(from: path(0, 2), to: path(0, 0))
    }
    #expect(array.collection == [ArraySection(metadata: "A", items: [3, 1, 2, 4])])
    // Not inside the table's move callback (UIKit must not be updated from there)...
    #expect(oracle.acceptedBatches == [])
    #expect(binder.snapshot == [ArraySection(metadata: "A", items: [3, 1, 2])])
    // ...but once it has returned, in order.
    later.runAll()
    #expect(oracle.acceptedBatches == [[.insertRows([path(0, 3)])]])
    #expect(oracle.errors.isEmpty)
    #expect(oracle.shown == array.collection)
    reaction.dispose()
    binding.dispose()
  }

  @Test func moveThenUpdateOfTheSameRowIsStaged() {
    let array = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1, 2, 3])])
    let (oracle, _, binding) = makeTable(array)
    array.batchUpdate { rows in
      rows.moveItem(from: path(0, 0), to: path(0, 2))
      rows[path(0, 2)] = 10
    }
    #expect(
      oracle.acceptedBatches == [
        [.moveRow(path(0, 0), to: path(0, 2))],
        [.reloadRows([path(0, 2)])],
      ])
    #expect(oracle.errors.isEmpty)
    #expect(oracle.shown == array.collection)
    binding.dispose()
  }

  @Test func moveThenUpdateInCombinedModeBecomesDeleteAndInsert() {
    let array = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1, 2, 3])])
    let (oracle, _, binding) = makeTable(array, strict: false)
    array.batchUpdate { rows in
      rows.moveItem(from: path(0, 0), to: path(0, 2))
      rows[path(0, 2)] = 10
    }
    #expect(oracle.acceptedBatches == [[.deleteRows([path(0, 0)]), .insertRows([path(0, 2)])]])
    #expect(oracle.errors.isEmpty)
    #expect(oracle.shown == array.collection)
    binding.dispose()
  }

  @Test func deleteAndInsertAtTheSameIndex() {
    let array = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1, 2, 3])])
    let (oracle, _, binding) = makeTable(array)
    array.batchUpdate { rows in
      rows.removeItem(at: path(0, 1))
      rows.insertItem(7, at: path(0, 1))
    }
    #expect(oracle.acceptedBatches == [[.deleteRows([path(0, 1)]), .insertRows([path(0, 1)])]])
    #expect(oracle.errors.isEmpty)
    #expect(oracle.shown == array.collection)
    binding.dispose()
  }

  @Test func moveAcrossSections() {
    let array = MutableObservableSectionedArray([
      ArraySection(metadata: "A", items: [1, 2]), ArraySection(metadata: "B", items: [3]),
    ])
    let (oracle, _, binding) = makeTable(array)
    array.moveItem(from: path(0, 0), to: path(1, 1))
    #expect(oracle.acceptedBatches == [[.moveRow(path(0, 0), to: path(1, 1))]])
    #expect(oracle.errors.isEmpty)
    #expect(oracle.shown == array.collection)
    binding.dispose()
  }

  @Test func moveAcrossSectionsWhileSectionsMoveIsStaged() {
    let array = MutableObservableSectionedArray([
      ArraySection(metadata: "A", items: [1, 2]), ArraySection(metadata: "B", items: [3]),
    ])
    let (oracle, _, binding) = makeTable(array)
    array.batchUpdate { table in
      table.moveSection(from: 1, to: 0)
      table.moveItem(from: path(1, 0), to: path(0, 0))
      table.removeItem(at: path(1, 0))
    }
    #expect(
      array.collection == [
        ArraySection(metadata: "B", items: [1, 3]), ArraySection(metadata: "A", items: []),
      ])
    #expect(
      oracle.acceptedBatches == [
        [.deleteRows([path(0, 1)])],
        [.moveSection(1, to: 0)],
        [.moveRow(path(1, 0), to: path(0, 0))],
      ])
    #expect(oracle.errors.isEmpty)
    #expect(oracle.shown == array.collection)
    binding.dispose()
  }

  @Test func sectionInsertWithRowsInside() {
    let array = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1])])
    let (oracle, _, binding) = makeTable(array)
    array.batchUpdate { table in
      table.insertSection(ArraySection(metadata: "N", items: [5]), at: 0)
      table.appendItem(6, toSection: 0)
      table.moveItem(from: path(1, 0), to: path(0, 0))
    }
    // The rows travel with the inserted section; the moved row is deleted from its old one.
    #expect(oracle.acceptedBatches == [[.deleteRows([path(0, 0)]), .insertSections([0])]])
    #expect(oracle.errors.isEmpty)
    #expect(oracle.shown == array.collection)
    binding.dispose()
  }

  @Test func repeatedMovesCollapseToTheirNetEffect() {
    let array = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1, 2, 3, 4])])
    let (oracle, _, binding) = makeTable(array)
    array.batchUpdate { rows in
      rows.moveItem(from: path(0, 0), to: path(0, 3))
      rows.moveItem(from: path(0, 3), to: path(0, 0))
      rows.moveItem(from: path(0, 1), to: path(0, 2))
      rows.moveItem(from: path(0, 2), to: path(0, 3))
    }
    #expect(array.collection == [ArraySection(metadata: "A", items: [1, 3, 4, 2])])
    #expect(oracle.acceptedBatches == [[.moveRow(path(0, 1), to: path(0, 3))]])
    #expect(oracle.errors.isEmpty)
    binding.dispose()
  }

  @Test func sectionMetadataChangeReloadsTheSectionAlone() {
    let array = MutableObservableSectionedArray([
      ArraySection(metadata: "A", items: [1]), ArraySection(metadata: "B", items: [2]),
    ])
    let (oracle, _, binding) = makeTable(array)
    array.batchUpdate { table in
      table.updateMetadata("A2", ofSection: 0)
      table.appendItem(3, toSection: 1)
    }
    #expect(oracle.acceptedBatches == [[.insertRows([path(1, 1)])], [.reloadSections([0])]])
    #expect(oracle.errors.isEmpty)
    #expect(oracle.shown == array.collection)
    binding.dispose()
  }

  @Test func reloadDataStyleReloadsInsteadOfBatching() {
    let array = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1])])
    let (oracle, binder, binding) = makeTable(array)
    binder.configuration.updateStyle = .reloadData
    array.appendItem(2, toSection: 0)
    array.replace(with: [], performDiff: false)
    #expect(oracle.batchCount == 0)
    #expect(oracle.reloadCount == 3)
    #expect(oracle.shown == array.collection)
    binding.dispose()
  }

  @Test func flatArrayIsShownAsOneSection() {
    let array = MutableObservableArray([1, 2, 3])
    let oracle = TableViewModel<String, Int>(strict: true)
    let binder = TableBinder<String, Int>(table: oracle, deferral: later.deferral)
    oracle.dataSource = { [binder] in binder.snapshot }
    let binding = binder.bind(array, metadata: "All")
    array.remove(at: 0)
    oracle.simulateUserMove(from: path(0, 0), to: path(0, 1)) {
      binder.userMovedRow(from: path(0, 0), to: path(0, 1))
    }
    #expect(array.collection == [3, 2])
    #expect(oracle.acceptedBatches == [[.deleteRows([path(0, 0)])]])
    #expect(oracle.shown == [ArraySection(metadata: "All", items: [3, 2])])
    #expect(oracle.errors.isEmpty)
    binding.dispose()
  }

  @Test func configurationAnswersTheTable() {
    let array = MutableObservableSectionedArray([ArraySection(metadata: "Fruit", items: [1, 2])])
    let table = RecordingTable()
    var configuration = TableConfiguration<String, Int>()
    configuration.headerTitle = { metadata, index in "\(metadata) \(index)" }
    configuration.footerTitle = { metadata, _ in "end of \(metadata)" }
    configuration.canEditRow = { item, _ in item == 1 }
    configuration.canMoveRow = { _, path in path.item > 0 }
    configuration.animations = TableAnimations(insert: .top, delete: .fade, reload: .none)
    let binder = TableBinder(table: table, configuration: configuration)
    let binding = binder.bind(array)
    #expect(binder.headerTitle(forSection: 0) == "Fruit 0")
    #expect(binder.footerTitle(forSection: 0) == "end of Fruit")
    #expect(binder.canEditRow(at: path(0, 0)))
    #expect(!binder.canEditRow(at: path(0, 1)))
    #expect(!binder.canMoveRow(at: path(0, 0)))
    #expect(binder.canMoveRow(at: path(0, 1)))
    #expect(binder.numberOfSections == 1)
    #expect(binder.numberOfRows(inSection: 0) == 2)
    #expect(binder.item(at: path(0, 1)) == 2)
    array.batchUpdate { rows in
      rows.removeItem(at: path(0, 0))
      rows.appendItem(3, toSection: 0)
      rows[path(0, 0)] = 20
    }
    #expect(
      table.calls == [
        "reloadData", "begin", "deleteRows [[0, 0]] fade", "insertRows [[0, 1]] top", "end",
        "begin",
        "reloadRows [[0, 0]] none", "end",
      ])
    binding.dispose()
  }

  @Test func bindingEndsOnDisposeAndDoesNotKeepTheBinderAlive() {
    let array = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1])])
    let table = RecordingTable()
    var binder: TableBinder<String, Int>? = TableBinder(table: table)
    let binding = binder!.bind(array)
    weak let weakBinder = binder
    binder = nil
    #expect(weakBinder == nil)
    array.appendItem(2, toSection: 0)
    binding.dispose()
    #expect(table.calls == ["reloadData"])
  }
}

/// A table that logs every batch, one line per operation with its animation.
@MainActor
final class RecordingTable: TableViewProtocol {
  var calls: [String] = []
  func reloadData() { calls.append("reloadData") }
  func performBatch(
    _ operations: [TableOperation], animations: TableAnimations, updateData: () -> Void
  ) {
    calls.append("begin")
    updateData()
    for operation in operations {
      switch operation {
      case .insertSections(let sections):
        calls.append("insertSections \(sections) \(animations.insert)")
      case .deleteSections(let sections):
        calls.append("deleteSections \(sections) \(animations.delete)")
      case .reloadSections(let sections):
        calls.append("reloadSections \(sections) \(animations.reload)")
      case .moveSection(let from, let to): calls.append("moveSection \(from) \(to)")
      case .insertRows(let paths): calls.append("insertRows \(paths) \(animations.insert)")
      case .deleteRows(let paths): calls.append("deleteRows \(paths) \(animations.delete)")
      case .reloadRows(let paths): calls.append("reloadRows \(paths) \(animations.reload)")
      case .moveRow(let from, let to): calls.append("moveRow \(from) \(to)")
      }
    }
    calls.append("end")
  }
}
