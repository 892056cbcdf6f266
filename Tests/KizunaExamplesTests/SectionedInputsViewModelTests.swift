import Kizuna
import KizunaExamples
import KizunaTestSupport
import Testing

@MainActor
@Suite struct SectionedInputsViewModelTests {
  /// The model bound through the core's TableBinder to the strict table oracle.
  @MainActor final class Harness {
    let model = SectionedInputsViewModel()
    let later = ManualDeferral()
    let binder: TableBinder<String, TextInputRow>
    let oracle = TableViewModel<String, Int>(strict: true)
    let bag = DisposeBag()

    init() {
      binder = TableBinder(deferral: later.deferral)
      let binder = binder
      oracle.dataSource = {
        binder.snapshot.map { ArraySection(metadata: $0.metadata, items: $0.items.map(\.id)) }
      }
      binder.table = oracle
      binder.bind(model.sections).dispose(in: bag)
    }

    var ids: [[Int]] { model.sections.collection.map { $0.items.map(\.id) } }
    var shownIDs: [[Int]] { oracle.shown.map(\.items) }
  }

  @Test func startsWithTwoSectionsOfTwoRows() {
    let harness = Harness()
    #expect(harness.model.sections.collection.map(\.metadata) == ["Profile", "Address"])
    #expect(
      harness.model.sections.collection.map { $0.items.map(\.title) } == [
        ["Name", "Email"], ["Street", "City"],
      ])
    #expect(harness.shownIDs == [[1, 2], [3, 4]])
  }

  @Test func addingThreeRowsIsOneBatch() {
    let harness = Harness()
    let batches = harness.oracle.batchCount
    harness.model.addRows(count: 3, toSection: 1)
    #expect(harness.oracle.batchCount == batches + 1)
    #expect(harness.oracle.errors.isEmpty)
    #expect(harness.shownIDs == [[1, 2], [3, 4, 5, 6, 7]])
    #expect(
      harness.model.sections[section: 1].items.map(\.title).suffix(3) == [
        "Field 5", "Field 6", "Field 7",
      ])
  }

  @Test func removingEmptyRowsIsOneBatchAndKeepsFilledRows() {
    let harness = Harness()
    harness.model.sections[section: 0].items[1].text.value = "ann@example.com"
    harness.model.sections[section: 1].items[0].text.value = "Main Street"
    let batches = harness.oracle.batchCount
    harness.model.removeEmptyRows()
    #expect(harness.oracle.batchCount == batches + 1)
    #expect(harness.oracle.errors.isEmpty)
    #expect(harness.shownIDs == [[2], [3]])
    #expect(harness.model.texts == [["ann@example.com"], ["Main Street"]])
  }

  @Test func reversingASectionIsOneBatchOfMoves() {
    let harness = Harness()
    harness.model.addRows(count: 2, toSection: 0)
    let batches = harness.oracle.batchCount
    harness.model.reverseRows(ofSection: 0)
    #expect(harness.oracle.batchCount == batches + 1)
    #expect(harness.oracle.errors.isEmpty)
    #expect(harness.shownIDs == [[6, 5, 2, 1], [3, 4]])
  }

  @Test func rowsMoveAcrossSectionsAndSectionsAreAdded() {
    let harness = Harness()
    harness.model.moveRow(
      from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 2))
    harness.model.addSection(title: "Notes")
    harness.model.removeLastRow(ofSection: 0)
    #expect(harness.oracle.errors.isEmpty)
    #expect(harness.shownIDs == [[], [3, 4, 1], [5]])
    #expect(harness.oracle.shown.map(\.metadata) == ["Profile", "Address", "Notes"])
  }

  @Test func aUserMoveReachesTheModelAndIsNotEchoedToTheTable() {
    let harness = Harness()
    let batches = harness.oracle.batchCount
    let reloads = harness.oracle.reloadCount
    let from = ItemPath(section: 1, item: 1)
    let to = ItemPath(section: 0, item: 0)
    // The table shows the move itself, then tells its data source.
    harness.oracle.simulateUserMove(from: from, to: to) {
      harness.binder.userMovedRow(from: from, to: to)
    }
    #expect(harness.ids == [[4, 1, 2], [3]])
    #expect(harness.oracle.batchCount == batches)
    #expect(harness.oracle.reloadCount == reloads)
    harness.later.runAll()  // the table's callback has returned
    harness.model.addRow(toSection: 1)  // later changes still plan from the moved data
    #expect(harness.oracle.errors.isEmpty)
    #expect(harness.shownIDs == [[4, 1, 2], [3, 5]])
  }

  @Test func eachRowIsBoundTwoWayToItsField() {
    let harness = Harness()
    let row = harness.model.sections[section: 0].items[0]
    let field = Observable("")
    row.text.bidirectionalBind(to: field).dispose(in: harness.bag)
    field.value = "Ann"
    #expect(row.text.value == "Ann")
    row.text.value = "Bob"
    #expect(field.value == "Bob")
    #expect(harness.model.texts[0] == ["Bob", ""])
  }

  // MARK: Grouped by initial

  /// The rows of `model` grouped by hand: (initial, row ids) in initial order.
  static func expectedGroups(_ model: SectionedInputsViewModel) -> [ArraySection<String, Int>] {
    let rows = model.sections.collection.flatMap(\.items)
    return Set(rows.map(\.initial)).sorted().map { initial in
      ArraySection(metadata: initial, items: rows.filter { $0.initial == initial }.map(\.id))
    }
  }

  static func groups(_ model: SectionedInputsViewModel) -> [ArraySection<String, Int>] {
    model.rowsByInitial.collection.map {
      ArraySection(metadata: $0.metadata, items: $0.items.map(\.id))
    }
  }

  @Test func rowsAreGroupedByTheInitialOfTheirTitle() {
    let model = SectionedInputsViewModel()
    #expect(model.rowsByInitial.collection.map(\.metadata) == ["C", "E", "N", "S"])
    #expect(Self.groups(model).map(\.items) == [[4], [2], [1], [3]])
  }

  @Test func theGroupsFollowEveryEditOfTheSectionsThroughATable() {
    let model = SectionedInputsViewModel()
    let later = ManualDeferral()
    let binder = TableBinder<String, TextInputRow>(deferral: later.deferral)
    let oracle = TableViewModel<String, Int>(strict: true)
    oracle.dataSource = {
      binder.snapshot.map { ArraySection(metadata: $0.metadata, items: $0.items.map(\.id)) }
    }
    binder.table = oracle
    let bag = DisposeBag()
    binder.bind(model.rowsByInitial).dispose(in: bag)
    let edits: [(String, () -> Void)] = [
      ("add three", { model.addRows(count: 3, toSection: 1) }),
      ("add one", { model.addRow(toSection: 0) }),
      ("reverse", { model.reverseRows(ofSection: 1) }),
      (
        "move",
        { model.moveRow(from: ItemPath(section: 1, item: 0), to: ItemPath(section: 0, item: 0)) }
      ),
      ("remove last", { model.removeLastRow(ofSection: 1) }),
      ("add section", { model.addSection(title: "More") }),
      ("remove empty", { model.removeEmptyRows() }),
    ]
    for (name, edit) in edits {
      edit()
      later.runAll()
      #expect(oracle.errors.isEmpty, "\(name)")
      #expect(Self.groups(model) == Self.expectedGroups(model), "\(name)")
      #expect(oracle.shown == Self.expectedGroups(model), "\(name)")
    }
    #expect(model.rowsByInitial.collection.isEmpty)
  }

  @Test func theModelIsReleasedWithItsGroupedRowsObserved() {
    weak var released: SectionedInputsViewModel?
    do {
      let bag = DisposeBag()
      let model = SectionedInputsViewModel()
      let groups = EventRecorder(observing: model.rowsByInitial, in: bag)
      model.addRows(count: 2, toSection: 0)
      #expect(groups.values.count == 2)
      released = model
      bag.dispose()
    }
    #expect(released == nil)
  }
}
