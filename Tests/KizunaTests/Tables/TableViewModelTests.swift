import Kizuna
import KizunaTestSupport
import Testing

/// The oracle raises a named error for every rule (each case fails if its rule is not checked).
@Suite struct TableViewModelTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var new: [ArraySection<String, Int>]
    var operations: [TableOperation]
    var strict = false
    var expected: TableUpdateError
    var testDescription: String { name }
  }

  nonisolated static let old = [
    ArraySection(metadata: "A", items: [1, 2, 3]), ArraySection(metadata: "B", items: [4, 5]),
  ]
  nonisolated static func path(_ section: Int, _ item: Int) -> ItemPath {
    ItemPath(section: section, item: item)
  }
  nonisolated static func data(_ sections: (String, [Int])...) -> [ArraySection<String, Int>] {
    sections.map { ArraySection(metadata: $0.0, items: $0.1) }
  }

  nonisolated static let cases: [Case] = [
    Case(
      name: "section out of range", new: data(("A", [1, 2, 3])), operations: [.deleteSections([5])],
      expected: .sectionOutOfRange("deleteSections", section: 5, count: 2)),
    Case(
      name: "row out of range", new: data(("A", [1, 2]), ("B", [4, 5])),
      operations: [.deleteRows([path(0, 9)])],
      expected: .rowOutOfRange("deleteRows", path(0, 9), count: 3)),
    Case(
      name: "duplicate section", new: data(("B", [4, 5])), operations: [.deleteSections([0, 0])],
      expected: .duplicateSection("deleteSections", section: 0)),
    Case(
      name: "duplicate row", new: data(("A", [2, 3]), ("B", [4, 5])),
      operations: [.deleteRows([path(0, 0), path(0, 0)])],
      expected: .duplicateRow("deleteRows", path(0, 0))),
    Case(
      name: "section deleted and reloaded", new: data(("B", [4, 5])),
      operations: [.deleteSections([0]), .reloadSections([0])],
      expected: .sectionDeletedAndReloaded(0)),
    Case(
      name: "section deleted and moved", new: data(("B", [4, 5])),
      operations: [.deleteSections([0]), .moveSection(0, to: 0)],
      expected: .sectionDeletedAndMoved(0)),
    Case(
      name: "section reloaded and moved", new: data(("B", [4, 5]), ("A", [1, 2, 3])),
      operations: [.reloadSections([0]), .moveSection(0, to: 1)],
      expected: .sectionReloadedAndMoved(0)),
    Case(
      name: "section inserted and moved to",
      new: data(("A", [1, 2, 3]), ("C", []), ("B", [4, 5])),
      operations: [.insertSections([1]), .moveSection(1, to: 1)],
      expected: .sectionInsertedAndMovedTo(1)),
    Case(
      name: "two section moves to one target", new: data(("B", [4, 5]), ("A", [1, 2, 3])),
      operations: [.moveSection(0, to: 1), .moveSection(1, to: 1)],
      expected: .twoSectionMovesToSameTarget(1)),
    Case(
      name: "one section moved twice", new: data(("B", [4, 5]), ("A", [1, 2, 3])),
      operations: [.moveSection(0, to: 1), .moveSection(0, to: 0)],
      expected: .twoSectionMovesFromSameSource(0)),
    Case(
      name: "row deleted and reloaded", new: data(("A", [2, 3]), ("B", [4, 5])),
      operations: [.deleteRows([path(0, 0)]), .reloadRows([path(0, 0)])],
      expected: .rowDeletedAndReloaded(path(0, 0))),
    Case(
      name: "row deleted and moved", new: data(("A", [2, 3]), ("B", [4, 5])),
      operations: [.deleteRows([path(0, 0)]), .moveRow(path(0, 0), to: path(0, 1))],
      expected: .rowDeletedAndMoved(path(0, 0))),
    Case(
      name: "row reloaded and moved", new: data(("A", [2, 1, 3]), ("B", [4, 5])),
      operations: [.reloadRows([path(0, 0)]), .moveRow(path(0, 0), to: path(0, 1))],
      expected: .rowReloadedAndMoved(path(0, 0))),
    Case(
      name: "row inserted and moved to", new: data(("A", [2, 1, 3]), ("B", [4, 5])),
      operations: [.insertRows([path(0, 1)]), .moveRow(path(0, 0), to: path(0, 1))],
      expected: .rowInsertedAndMovedTo(path(0, 1))),
    Case(
      name: "two row moves to one target", new: data(("A", [3, 1, 2]), ("B", [4, 5])),
      operations: [.moveRow(path(0, 0), to: path(0, 2)), .moveRow(path(0, 1), to: path(0, 2))],
      expected: .twoRowMovesToSameTarget(path(0, 2))),
    Case(
      name: "one row moved twice", new: data(("A", [2, 3, 1]), ("B", [4, 5])),
      operations: [.moveRow(path(0, 0), to: path(0, 2)), .moveRow(path(0, 0), to: path(0, 1))],
      expected: .twoRowMovesFromSameSource(path(0, 0))),
    Case(
      name: "move out of a deleted section", new: data(("B", [1, 4, 5])),
      operations: [.deleteSections([0]), .moveRow(path(0, 0), to: path(0, 0))],
      expected: .moveFromDeletedSection(path(0, 0))),
    Case(
      name: "move into an inserted section", new: data(("A", [2, 3]), ("B", [4, 5]), ("C", [1])),
      operations: [.insertSections([2]), .moveRow(path(0, 0), to: path(2, 0))],
      expected: .moveIntoInsertedSection(path(2, 0))),
    Case(
      name: "row change in a deleted section", new: data(("B", [4, 5])),
      operations: [.deleteSections([0]), .deleteRows([path(0, 0)])],
      expected: .rowChangeInDeletedSection(path(0, 0))),
    Case(
      name: "row insert into an inserted section",
      new: data(("A", [1, 2, 3]), ("B", [4, 5]), ("C", [9])),
      operations: [.insertSections([2]), .insertRows([path(2, 0)])],
      expected: .rowInsertIntoInsertedSection(path(2, 0))),
    Case(
      name: "invalid number of sections", new: data(("A", [1, 2, 3]), ("B", [4, 5]), ("C", [])),
      operations: [], expected: .invalidNumberOfSections(expected: 2, dataSource: 3)),
    Case(
      name: "invalid number of rows", new: data(("A", [1, 2, 3, 9]), ("B", [4, 5])),
      operations: [], expected: .invalidNumberOfRows(section: 0, expected: 3, dataSource: 4)),
    Case(
      name: "reload at an index that shifted (UIKit reload = delete + insert at one path)",
      new: data(("A", [2, 30]), ("B", [4, 5])),
      operations: [.deleteRows([path(0, 0)]), .reloadRows([path(0, 2)])],
      expected: .rowOutOfRange("insertRows", path(0, 2), count: 2)),
    Case(
      name: "strict: reload in a batch that moves", new: data(("A", [2, 1, 3]), ("B", [40, 5])),
      operations: [.reloadRows([path(1, 0)]), .moveRow(path(0, 0), to: path(0, 1))], strict: true,
      expected: .reloadInBatchWithMoves),
    Case(
      name: "strict: row change in a moved section", new: data(("B", [4, 5]), ("A", [2, 3])),
      operations: [.moveSection(0, to: 1), .deleteRows([path(0, 0)])], strict: true,
      expected: .rowChangeInMovedSection(path(0, 0))),
    Case(
      name: "row move out of a moved section (every mode)",
      new: data(("B", [5]), ("A", [4, 1, 2, 3])),
      operations: [.moveSection(1, to: 0), .moveRow(path(1, 0), to: path(1, 0))],
      expected: .rowMoveWithSectionMove(path(1, 0))),
    Case(
      name: "row move into a moved section (every mode)",
      new: data(("B", [1, 4, 5]), ("A", [2, 3])),
      operations: [.moveSection(1, to: 0), .moveRow(path(0, 0), to: path(0, 0))],
      expected: .rowMoveWithSectionMove(path(0, 0))),
    Case(
      name: "strict: section reload mixed with other changes",
      new: data(("A", [1, 2, 3]), ("B", [5])),
      operations: [.reloadSections([0]), .deleteRows([path(1, 0)])], strict: true,
      expected: .sectionReloadMixedWithOtherChanges),
    Case(
      name: "stale row", new: data(("A", [1, 2, 7]), ("B", [4, 5])), operations: [],
      expected: .shownRowDiffers(path(0, 2))),
    Case(
      name: "stale header", new: data(("A2", [1, 2, 3]), ("B", [4, 5])), operations: [],
      expected: .shownSectionDiffers(0)),
  ]

  @MainActor @Test(arguments: cases)
  func rejectsBatchBreakingRule(_ rule: Case) {
    let data = Box(Self.old)
    let oracle = TableViewModel<String, Int>(strict: rule.strict) { data.value }
    oracle.reloadData()
    data.value = rule.new
    #expect(throws: rule.expected) { try oracle.apply(rule.operations) }
    // After a rejected batch the oracle shows the data source again.
    #expect(oracle.shown == rule.new)
  }

  @MainActor @Test func acceptsValidBatchAndReplaysIt() throws {
    let data = Box(Self.old)
    let oracle = TableViewModel<String, Int>(strict: false) { data.value }
    oracle.reloadData()
    data.value = Self.data(("B", [5, 6]), ("A", [4, 1, 30]))
    try oracle.apply([
      .moveSection(1, to: 0), .deleteRows([Self.path(0, 1), Self.path(1, 0)]),
      .insertRows([Self.path(0, 1), Self.path(1, 0)]),
      .deleteRows([Self.path(0, 2)]), .insertRows([Self.path(1, 2)]),
    ])
    #expect(oracle.shown == data.value)
    #expect(oracle.numberOfSections == 2)
    #expect(oracle.numberOfRows(inSection: 1) == 3)
  }

  @MainActor @Test func thePortsBatchSwitchesTheDataFirstAndRecordsRejections() {
    let data = Box(Self.old)
    let oracle = TableViewModel<String, Int>(strict: true) { data.value }
    oracle.reloadData()
    oracle.performBatch([.deleteRows([Self.path(0, 0)])], animations: TableAnimations()) {
      data.value = Self.data(("A", [2, 3]), ("B", [4, 5]))
    }
    #expect(oracle.errors.isEmpty)
    #expect(oracle.batchCount == 1)
    oracle.performBatch(
      [.deleteRows([Self.path(0, 0)]), .deleteRows([Self.path(0, 0)])],
      animations: TableAnimations()
    ) { data.value = Self.data(("A", [3]), ("B", [4, 5])) }
    #expect(oracle.errors == [.duplicateRow("deleteRows", Self.path(0, 0))])
    #expect(oracle.acceptedBatches == [[.deleteRows([Self.path(0, 0)])]])
  }

  @MainActor @Test func uikitStyleCallsOutsideBatchesAreSingleBatchesAndNestedBatchesJoin() {
    let data = Box(Self.old)
    let oracle = TableViewModel<String, Int>(strict: true) { data.value }
    oracle.reloadData()
    let calls = TableCallCollector(oracle: oracle)
    data.value = Self.data(("A", [2, 3]), ("B", [4, 5]))
    calls.record(.deleteRows([Self.path(0, 0)]))
    #expect(oracle.errors.isEmpty)
    #expect(oracle.batchCount == 1)
    let accepted = calls.performBatchUpdates {
      data.value = Self.data(("A", [3]), ("B", [5]))
      calls.record(.deleteRows([Self.path(0, 0)]))
      calls.performBatchUpdates { calls.record(.deleteRows([Self.path(1, 0)])) }
    }
    #expect(accepted)
    #expect(oracle.batchCount == 2)
    let rejected = calls.performBatchUpdates {
      calls.record(.deleteRows([Self.path(0, 0)]))
      calls.record(.deleteRows([Self.path(0, 0)]))
    }
    #expect(!rejected)
    #expect(oracle.errors == [.duplicateRow("deleteRows", Self.path(0, 0))])
  }

  @MainActor @Test func missingDataSourceIsAnError() {
    let oracle = TableViewModel<String, Int>()
    #expect(throws: TableUpdateError.missingDataSource) { try oracle.apply([]) }
  }
}
