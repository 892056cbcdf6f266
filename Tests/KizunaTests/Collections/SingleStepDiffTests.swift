import Kizuna
import KizunaTestSupport
import Testing

/// One edit of a sectioned array costs O(1) of its size. Its diff is read off the step instead of
/// tracking every item; these properties pin that it is exactly the diff that tracking gives, and
/// that a bound table takes it as one operation.
@Suite struct SingleStepDiffTests {
  @Test func theDiffOfOneStepIsTheTrackedDiff() {
    for seed in PropertySettings.seeds(default: 2_000) {
      var random = RandomEdits(seed: seed)
      let sections = random.sections(0...4, rows: 0...5)
      let edit = random.sectionedEdit(sections)
      let counts = sections.map(\.items.count)
      let fast = SectionedArrayDiff(patch: [edit], oldItemCounts: counts)
      let tracked = SectionedArrayDiff(tracking: [edit], oldItemCounts: counts)
      #expect(fast == tracked, "seed \(seed): \(edit) on \(counts)")
    }
  }

  @Test func everySingleEditMethodSendsTheTrackedDiff() {
    for seed in PropertySettings.seeds(default: 500) {
      var random = RandomEdits(seed: seed)
      let array = MutableObservableSectionedArray(random.sections(1...4, rows: 0...5))
      let recorder = EventRecorder<SectionedArrayChangeset<TestHeader, TestRow>, Never>()
      let observation = array.observe(with: recorder.record)
      for _ in 0..<8 {
        let before = array.collection
        let edit = random.sectionedEdit(before)
        switch edit {
        case .insertSection(let section, let index):
          if index == before.count && random.chance(50) {
            array.appendSection(section)
          } else {
            array.insertSection(section, at: index)
          }
        case .deleteSection(let index): array.removeSection(at: index)
        case .updateSection(let metadata, let index):
          array.updateMetadata(metadata, ofSection: index)
        case .moveSection(let from, let to): array.moveSection(from: from, to: to)
        case .insertItem(let item, let path):
          if path.item == before[path.section].items.count && random.chance(50) {
            array.appendItem(item, toSection: path.section)
          } else {
            array.insertItem(item, at: path)
          }
        case .deleteItem(let path): array.removeItem(at: path)
        case .updateItem(let item, let path): array[path] = item
        case .moveItem(let from, let to): array.moveItem(from: from, to: to)
        }
        let change = recorder.values.last!
        #expect(change.kind == .edits)
        #expect(change.patch == [edit], "seed \(seed)")
        #expect(change.collection == before.applying([edit]), "seed \(seed)")
        #expect(
          change.diff
            == SectionedArrayDiff(tracking: [edit], oldItemCounts: before.map(\.items.count)),
          "seed \(seed): \(edit)")
      }
      observation.dispose()
    }
  }

  @MainActor @Test(arguments: [TableUpdatePlanner.Mode.strict, .combined])
  func aBoundTableTakesEachSingleEditAsOneOperation(mode: TableUpdatePlanner.Mode) {
    for seed in PropertySettings.seeds(default: 300) {
      var random = RandomEdits(seed: seed)
      let array = MutableObservableSectionedArray(random.sections(1...4, rows: 0...5))
      let oracle = TableViewModel<TestHeader, TestRow>(strict: mode == .strict)
      var configuration = TableConfiguration<TestHeader, TestRow>()
      configuration.updateStyle = .batches(mode)
      let binder = TableBinder(table: oracle, configuration: configuration)
      oracle.dataSource = { [binder] in binder.snapshot }
      let binding = binder.bind(array)
      for step in 0..<10 {
        let batches = oracle.batchCount
        let before = array.collection
        let edit = random.sectionedEdit(before)
        array.batchUpdate { $0.apply(edit) }
        #expect(oracle.errors.isEmpty, "seed \(seed), step \(step): \(edit)")
        #expect(oracle.shown == array.collection, "seed \(seed), step \(step)")
        let diff = SectionedArrayDiff(patch: [edit], oldItemCounts: before.map(\.items.count))
        if diff.isEmpty {
          #expect(oracle.batchCount == batches)
        } else {
          #expect(oracle.batchCount == batches + 1)
          #expect(oracle.acceptedBatches.last?.count == 1, "seed \(seed): \(edit)")
        }
      }
      #expect(oracle.reloadCount == 1)
      binding.dispose()
    }
  }
}
