import Kizuna
import Testing

/// `SequentialRowStep.steps(for:oldRowCount:)`: a flat batch in UIKit's coordinates, performed
/// one step at a time as AppKit's `NSTableView` performs its calls.
///
/// The property: for random patches of a flat array, planned by `TableUpdatePlanner` in both
/// modes, applying each batch's steps in order to the rows the table shows uses only indexes
/// that are in range when their turn comes, keeps the content of every row that is not
/// reloaded or inserted, and gives the batch's snapshot.
///
/// `KIZUNA_PROPERTY_ITERATIONS` sets the number of cases; `KIZUNA_PROPERTY_SEED` replays from a
/// seed (a failure names its seed). `scripts/property-tests.sh` runs it long, from a fresh seed.
@Suite struct SequentialRowStepTests {
  static let defaultIterations = 2000

  private static func path(_ item: Int) -> ItemPath { ItemPath(section: 0, item: item) }

  @Test func documentedExamples() {
    let batch: [TableOperation] = [
      .deleteRows([Self.path(0)]), .insertRows([Self.path(2)]),
      .moveRow(Self.path(2), to: Self.path(0)),
    ]
    #expect(
      SequentialRowStep.steps(for: batch, oldRowCount: 3) == [
        .remove(0), .move(from: 1, to: 0), .insert(2),
      ])
    #expect(
      SequentialRowStep.steps(
        for: [.reloadRows([Self.path(1)]), .deleteRows([Self.path(0)])], oldRowCount: 2)
        == [.remove(0), .reload(0)])
    #expect(SequentialRowStep.steps(for: [], oldRowCount: 4) == [])
  }

  @Test(arguments: [
    TableOperation.insertSections([0]), .deleteSections([0]), .reloadSections([0]),
    .moveSection(0, to: 1), .insertRows([ItemPath(section: 1, item: 0)]),
    .deleteRows([ItemPath(section: 1, item: 0)]), .reloadRows([ItemPath(section: 1, item: 0)]),
    .moveRow(ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 0)),
  ])
  func batchesBeyondOneSectionHaveNoSteps(operation: TableOperation) {
    #expect(SequentialRowStep.steps(for: [operation], oldRowCount: 2) == nil)
  }

  /// What a table shows: a row's content, or `nil` for a row inserted or reloaded in the
  /// current batch (its content comes from the data source at the end of the batch).
  private typealias ShownRows = [TestRow?]

  /// Applies `step` as `NSTableView` does, or returns why its index is out of range.
  private static func apply(_ step: SequentialRowStep, to rows: inout ShownRows) -> String? {
    switch step {
    case .insert(let index):
      guard (0...rows.count).contains(index) else { return "\(step) with \(rows.count) rows" }
      rows.insert(nil, at: index)
    case .remove(let index):
      guard rows.indices.contains(index) else { return "\(step) with \(rows.count) rows" }
      rows.remove(at: index)
    case .move(let from, let to):
      guard rows.indices.contains(from), rows.indices.contains(to) else {
        return "\(step) with \(rows.count) rows"
      }
      rows.insert(rows.remove(at: from), at: to)
    case .reload(let index):
      guard rows.indices.contains(index) else { return "\(step) with \(rows.count) rows" }
      rows[index] = nil
    }
    return nil
  }

  @Test(arguments: [TableUpdatePlanner.Mode.strict, .combined])
  func stepsApplyTheBatchSequentially(mode: TableUpdatePlanner.Mode) {
    var batches = 0
    var reloads = 0
    var moves = 0
    for seed in PropertySettings.seeds(default: Self.defaultIterations) {
      var random = RandomEdits(seed: seed)
      let old = random.rows(0...10)
      var new = old
      var patch: [ArrayEdit<TestRow>] = []
      for _ in 0..<random.int(1...8) {
        let edit = random.flatEdit(new)
        new.apply(edit)
        patch.append(edit)
      }
      let change = ArrayChangeset(collection: new, patch: patch, oldCount: old.count)
        .sectioned(metadata: "flat")
      var shown = old
      for update in TableUpdatePlanner.plan(
        from: [ArraySection(metadata: "flat", items: old)], to: change, mode: mode)
      {
        guard case .batch(let operations, let snapshot) = update else {
          Issue.record("seed \(seed): a flat edit was planned as a reload")
          return
        }
        guard let steps = SequentialRowStep.steps(for: operations, oldRowCount: shown.count)
        else {
          Issue.record("seed \(seed): no steps for \(operations)")
          return
        }
        batches += 1
        var rows: ShownRows = shown
        for step in steps {
          if case .reload = step { reloads += 1 }
          if case .move = step { moves += 1 }
          if let error = Self.apply(step, to: &rows) {
            Issue.record("seed \(seed): \(operations) -> \(steps): \(error)")
            return
          }
        }
        let expected = snapshot[0].items
        guard rows.count == expected.count else {
          Issue.record("seed \(seed): \(steps) leave \(rows.count) rows, not \(expected.count)")
          return
        }
        for (index, row) in rows.enumerated() {
          guard let row, row != expected[index] else { continue }
          let shows = "row \(index) shows \(row), the data has \(expected[index])"
          Issue.record("seed \(seed): \(operations) -> \(steps): \(shows)")
          return
        }
        shown = expected
      }
      #expect(shown == new, "seed \(seed)")
    }
    // The generator reaches every kind of step.
    #expect(batches > 0 && reloads > 0 && moves > 0)
  }

  @Test func everyReloadedRowIsReloadedOnceAtItsFinalPosition() {
    // Row 1 moves to 0 and is reloaded; row 0 is deleted; a row is inserted at 1.
    let steps = SequentialRowStep.steps(
      for: [
        .deleteRows([Self.path(0)]), .insertRows([Self.path(1)]),
        .reloadRows([Self.path(2), Self.path(2)]), .moveRow(Self.path(1), to: Self.path(2)),
      ], oldRowCount: 3)
    // Old rows [a, b, c]: delete a, b moves to 2, c stays (now at 0), insert at 1 -> [c, new, b].
    #expect(steps == [.remove(0), .move(from: 0, to: 1), .insert(1), .reload(0)])
  }
}
