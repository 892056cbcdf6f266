import Kizuna
import KizunaTestSupport
import Testing

@Suite struct MutableObservableSectionedArrayTests {
  typealias Change = SectionedArrayChangeset<String, Int>

  func path(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

  @Test func observerReceivesInitialThenSectionAndItemChanges() {
    let table = MutableObservableSectionedArray([
      ArraySection(metadata: "A", items: [1, 2]), ArraySection(metadata: "B", items: [3]),
    ])
    let recorder = EventRecorder<Change, Never>()
    let observation = table.observe(with: recorder.record)
    table.appendItem(4, toSection: 1)
    table.moveItem(from: path(0, 0), to: path(1, 0))
    table[path(0, 0)] = 20
    table.updateMetadata("B2", ofSection: 1)
    table.insertSection(ArraySection(metadata: "C", items: [5]), at: 0)
    table.moveSection(from: 0, to: 2)
    table.removeItem(at: path(1, 1))
    table.removeSection(at: 0)
    #expect(
      recorder.values.map { "\($0.diff)" } == [
        "sections: insert [0, 1]; items: no changes",
        "sections: no changes; items: insert [[1, 1]]",
        "sections: no changes; items: move [[0, 0] -> [1, 0]]",
        "sections: no changes; items: update [[0, 0]]",
        "sections: update [1]; items: no changes",
        "sections: insert [0]; items: no changes",
        "sections: move [0 -> 2]; items: no changes",
        "sections: no changes; items: delete [[1, 1]]",
        "sections: delete [0]; items: no changes",
      ])
    #expect(
      table.collection == [
        ArraySection(metadata: "B2", items: [1, 4]), ArraySection(metadata: "C", items: [5]),
      ])
    observation.dispose()
  }

  @Test func batchUpdateWithCrossSectionMovesSendsOneChangeset() {
    let table = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1, 2])])
    let recorder = EventRecorder<Change, Never>()
    let observation = table.observe(with: recorder.record)
    table.batchUpdate { table in
      table.appendSection(ArraySection(metadata: "B", items: [3]))
      table.moveItem(from: path(0, 0), to: path(1, 1))
      table[path(0, 0)] = 22
    }
    #expect(recorder.values.count == 2)
    let change = recorder.values[1]
    // Item 1 moved into a section inserted in the same batch: it goes with the section.
    #expect(
      change.diff
        == SectionedArrayDiff(
          sections: CollectionDiff(inserts: [1]),
          items: CollectionDiff(deletes: [path(0, 0)], updates: [path(0, 1)], moves: [])))
    #expect(
      table.collection == [
        ArraySection(metadata: "A", items: [22]), ArraySection(metadata: "B", items: [3, 1]),
      ])
    observation.dispose()
  }

  @Test func replaceWithIdentityDiffMovesItemsAcrossSections() {
    let table = MutableObservableSectionedArray([
      ArraySection(metadata: "A", items: [1, 2]), ArraySection(metadata: "B", items: [3]),
    ])
    let recorder = EventRecorder<Change, Never>()
    let observation = table.observe(with: recorder.record)
    table.replace(
      with: [ArraySection(metadata: "B", items: [3, 1]), ArraySection(metadata: "A", items: [2])],
      performDiff: true)
    #expect(
      recorder.values.last?.diff.description
        == "sections: move [1 -> 0]; items: move [[0, 0] -> [0, 1]]")
    table.replace(with: [], performDiff: false)
    #expect(recorder.values.last?.kind == .replacement)
    observation.dispose()
  }

  @Test func removeAllDeletesEverySection() {
    let table = MutableObservableSectionedArray([
      ArraySection(metadata: "A", items: [1]), ArraySection(metadata: "B", items: []),
    ])
    let recorder = EventRecorder<Change, Never>()
    let observation = table.observe(with: recorder.record)
    table.removeAll()
    #expect(
      recorder.values.last?.diff == SectionedArrayDiff(sections: CollectionDiff(deletes: [0, 1])))
    #expect(table.collection.isEmpty)
    observation.dispose()
  }

  @Test func readOnlyViewReadsAndObserves() {
    let table = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1])])
    let view = table.readOnly
    #expect(view[path(0, 0)] == 1)
    #expect(view.collection == table.collection)
    let recorder = EventRecorder<Change, Never>()
    let observation = view.observe(with: recorder.record)
    #expect(recorder.values == [.initial(table.collection)])
    observation.dispose()
  }

  @Test func badItemPathStopsWithMessage() async {
    await #expect(processExitsWith: .failure) {
      let table = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1])])
      table.removeItem(at: ItemPath(section: 0, item: 3))
    }
  }
}
