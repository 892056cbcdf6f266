import Kizuna
import KizunaTestSupport
import Testing

/// The NSTableView oracle: sequential semantics, range checks, counts and stale rows.
@MainActor
@Suite struct SequentialTableModelTests {
  /// A table showing `rows`, whose data source is `data`.
  @MainActor final class Fixture {
    var data: [String]
    let table = SequentialTableModel<String>()
    init(_ rows: [String]) {
      data = rows
      table.dataSource = { [unowned self] in self.data }
      table.reloadData()
    }
  }

  @Test func stepsReferToTheRowsThePreviousStepsLeft() {
    let fixture = Fixture(["a", "b", "c"])
    fixture.data = ["c", "x", "b"]
    fixture.table.beginUpdates()
    fixture.table.removeRows(at: [0])  // [b, c]
    fixture.table.moveRow(at: 1, to: 0)  // [c, b]
    fixture.table.insertRows(at: [1])  // [c, new, b]
    fixture.table.endUpdates()
    #expect(fixture.table.errors == [])
    #expect(fixture.table.shown == ["c", "x", "b"])
    #expect(fixture.table.updateCount == 1)
  }

  @Test func uiKitCoordinatesAreRejected() {
    // UIKit's batch for the same change: delete 0 (old), insert 1 (new), move 2 -> 0.
    let fixture = Fixture(["a", "b", "c"])
    fixture.data = ["c", "x", "b"]
    fixture.table.beginUpdates()
    fixture.table.removeRows(at: [0])
    fixture.table.insertRows(at: [1])
    fixture.table.moveRow(at: 2, to: 0)  // [c, b, new]: "b" is not where the data has it
    fixture.table.endUpdates()
    #expect(fixture.table.errors == [.staleRow(1)])
  }

  @Test func outOfRangeIndexesAreRejected() {
    let fixture = Fixture(["a"])
    fixture.table.beginUpdates()
    fixture.table.removeRows(at: [0])
    fixture.table.removeRows(at: [0])
    fixture.table.insertRows(at: [2])
    fixture.table.moveRow(at: 0, to: 0)
    fixture.table.reloadRows(at: [1])
    fixture.data = []
    fixture.table.endUpdates()
    #expect(
      fixture.table.errors == [
        .rowOutOfRange("removeRows", index: 0, count: 0),
        .rowOutOfRange("insertRows", index: 2, count: 0),
        .rowOutOfRange("moveRow from", index: 0, count: 0),
        .rowOutOfRange("reloadRows", index: 1, count: 0),
      ])
  }

  @Test func theRowCountMustMatchTheDataSource() {
    let fixture = Fixture(["a", "b"])
    fixture.data = ["a", "b", "c"]
    fixture.table.removeRows(at: [1])  // an update of its own
    #expect(fixture.table.errors == [.invalidNumberOfRows(expected: 1, dataSource: 3)])
    #expect(fixture.table.shown == ["a", "b", "c"])
  }

  @Test func aMissedReloadIsAStaleRowAndAReloadFetchesTheRow() {
    let fixture = Fixture(["a", "b"])
    fixture.data = ["a", "B"]
    fixture.table.beginUpdates()
    fixture.table.endUpdates()
    #expect(fixture.table.errors == [.staleRow(1)])
    let second = Fixture(["a", "b"])
    second.data = ["a", "B"]
    second.table.reloadRows(at: [1])
    #expect(second.table.errors == [])
    #expect(second.table.shown == ["a", "B"])
  }

  @Test func updatesNestAndOnlyTheOutermostEndChecks() {
    let fixture = Fixture(["a"])
    fixture.data = ["a", "b"]
    fixture.table.beginUpdates()
    fixture.table.beginUpdates()
    fixture.table.insertRows(at: [1])
    fixture.table.endUpdates()
    #expect(fixture.table.updateCount == 0)
    fixture.table.endUpdates()
    #expect(fixture.table.updateCount == 1)
    #expect(fixture.table.errors == [])
    fixture.table.endUpdates()
    fixture.table.beginUpdates()
    fixture.table.reloadData()
    #expect(
      fixture.table.errors == [.endUpdatesWithoutBeginUpdates, .reloadDataInsideUpdates])
  }

  @Test func insertsOfOneCallAreFinalPositionsAscending() {
    let fixture = Fixture(["a", "b"])
    fixture.data = ["x", "a", "y", "b"]
    fixture.table.insertRows(at: [2, 0])
    #expect(fixture.table.errors == [])
    #expect(fixture.table.shown == ["x", "a", "y", "b"])
  }
}
