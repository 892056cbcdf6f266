import KizunaTestSupport
import Testing

@testable import Kizuna

/// `ItemChangePlan`: for diffs that change a few items and no section (what a derived array
/// sends, with no patch), the same batches as `TableUpdatePlanner`, each applied in place.
///
/// The property: for random item edits of random sections, turned into a change set that
/// carries only the diff, the plan's operations equal the planner's, batch by batch, and
/// applying each batch's edit to the data before it gives the planner's data for that batch.
/// `scripts/property-tests.sh` runs it long, from a fresh seed.
@Suite struct ItemChangePlanTests {
  static let defaultIterations = 1500

  /// A random item edit of `sections` (never a section edit), or `nil` when there is no item
  /// to edit and no section to insert into.
  static func itemEdit(
    _ random: inout RandomEdits, _ sections: [TestSection]
  ) -> SectionedArrayEdit<TestHeader, TestRow>? {
    guard !sections.isEmpty else { return nil }
    for _ in 0..<100 {
      let edit = random.sectionedEdit(sections)
      switch edit {
      case .insertItem, .deleteItem, .updateItem, .moveItem: return edit
      default: continue
      }
    }
    return nil
  }

  @Test(arguments: [TableUpdatePlanner.Mode.strict, .combined])
  func givesThePlannersBatchesForRandomItemEdits(mode: TableUpdatePlanner.Mode) {
    var planned = 0
    for seed in PropertySettings.seeds(default: Self.defaultIterations) {
      var random = RandomEdits(seed: seed)
      let old = random.sections(1...4, rows: 0...6)
      var new = old
      var patch: [SectionedArrayEdit<TestHeader, TestRow>] = []
      for _ in 0..<random.int(1...6) {
        guard let edit = Self.itemEdit(&random, new) else { break }
        new.apply(edit)
        patch.append(edit)
      }
      let withPatch = SectionedArrayChangeset(
        collection: new, patch: patch, oldItemCounts: old.map(\.items.count))
      let change = SectionedArrayChangeset(
        kind: .edits, collection: new, patch: [], diff: withPatch.diff)
      guard !change.diff.isEmpty else { continue }
      let expected = TableUpdatePlanner.planFitting(from: old, to: change, mode: mode)
      guard let plan = ItemChangePlan(from: old, to: change, mode: mode, checked: true) else {
        Issue.record("seed \(seed): no plan for \(change.diff)")
        continue
      }
      planned += 1
      #expect(
        plan.batches.map(\.operations) == expected.map(\.operations),
        "seed \(seed), \(mode): \(change.diff)")
      var shown = old
      for (batch, update) in zip(plan.batches, expected) {
        batch.apply(to: &shown)
        #expect(shown == update.snapshot, "seed \(seed), \(mode): data after \(batch.operations)")
      }
      #expect(shown == new, "seed \(seed), \(mode): the data at the end")
    }
    #expect(planned > 0)
  }

  @Test func declinesSectionChangesLargeDiffsAndDiffsThatDoNotFit() {
    let old = [TestSection(metadata: TestHeader(id: 0), items: (1...3).map { TestRow(id: $0) })]
    var withSection = old
    withSection.append(TestSection(metadata: TestHeader(id: 9)))
    let sectionInsert = SectionedArrayChangeset(
      kind: .edits, collection: withSection, patch: [],
      diff: SectionedArrayDiff(sections: CollectionDiff(inserts: [1])))
    #expect(ItemChangePlan(from: old, to: sectionInsert, mode: .strict, checked: true) == nil)

    let many = (0..<(ItemChangePlan<TestHeader, TestRow>.limit + 1)).map {
      TestRow(id: 100 + $0)
    }
    let large = SectionedArrayChangeset(
      kind: .edits,
      collection: [TestSection(metadata: TestHeader(id: 0), items: old[0].items + many)],
      patch: [],
      diff: SectionedArrayDiff(
        items: CollectionDiff(inserts: many.indices.map { ItemPath(section: 0, item: 3 + $0) })))
    #expect(ItemChangePlan(from: old, to: large, mode: .strict, checked: true) == nil)

    // Claims an insert, but the section did not grow.
    let wrongCount = SectionedArrayChangeset(
      kind: .edits, collection: old, patch: [],
      diff: SectionedArrayDiff(items: CollectionDiff(inserts: [ItemPath(section: 0, item: 1)])))
    #expect(ItemChangePlan(from: old, to: wrongCount, mode: .combined, checked: true) == nil)

    // Deletes a row past the end.
    let outOfRange = SectionedArrayChangeset(
      kind: .edits,
      collection: [TestSection(metadata: TestHeader(id: 0), items: Array(old[0].items.prefix(2)))],
      patch: [],
      diff: SectionedArrayDiff(items: CollectionDiff(deletes: [ItemPath(section: 0, item: 5)])))
    #expect(ItemChangePlan(from: old, to: outOfRange, mode: .strict, checked: true) == nil)
  }

  /// A sorted view of 1,000 rows bound to a table: an update that moves a row goes out as the
  /// planner's two batches (the move, then the reload), and the table ends showing the data.
  @MainActor
  @Test(arguments: [TableUpdatePlanner.Mode.strict, .combined])
  func aSortedViewsMoveReachesTheTableAsTheMinimalBatches(mode: TableUpdatePlanner.Mode) {
    let upstream = MutableObservableArray((0..<1_000).map { TestRow(id: $0) })
    let sorted = upstream.sorted { ($0.version, $0.id) < ($1.version, $1.id) }
    let oracle = TableViewModel<String, TestRow>(strict: mode == .strict)
    let binder = TableBinder<String, TestRow>(table: oracle)
    binder.configuration.updateStyle = .batches(mode)
    oracle.dataSource = { [binder] in binder.snapshot }
    let binding = binder.bind(sorted, metadata: "rows")
    let before = oracle.acceptedBatches.count
    var row = upstream.collection[10]
    row.version = 1
    upstream[10] = row  // moves from 10 to the end of the sorted view
    let batches = Array(oracle.acceptedBatches.dropFirst(before))
    let from = ItemPath(section: 0, item: 10)
    let to = ItemPath(section: 0, item: 999)
    switch mode {
    case .strict: #expect(batches == [[.moveRow(from, to: to)], [.reloadRows([to])]])
    case .combined: #expect(batches == [[.deleteRows([from]), .insertRows([to])]])
    }
    #expect(oracle.errors.isEmpty)
    #expect(oracle.shown == [ArraySection(metadata: "rows", items: sorted.collection)])
    #expect(binder.snapshot == [ArraySection(metadata: "rows", items: sorted.collection)])
    binding.dispose()
  }
}
