import Kizuna
import Testing

/// The change sets' invariants are executable (`_checkInvariants`), on in debug builds for every
/// change set an observable array sends, and they stop a malformed one.
@Suite struct ChangesetInvariantsTests {
  @Test func changeSetsOfEveryKindPassTheirInvariants() {
    ArrayChangeset.initial([1, 2])._checkInvariants(oldCount: 0)
    ArrayChangeset.replacement(oldCount: 3, with: [7])._checkInvariants(oldCount: 3)
    ArrayChangeset(collection: [2, 3], patch: [.delete(at: 0), .insert(3, at: 1)], oldCount: 2)
      ._checkInvariants(oldCount: 2)
    let sections = [
      ArraySection(metadata: "A", items: [1, 2]), ArraySection(metadata: "B", items: []),
    ]
    SectionedArrayChangeset.initial(sections)._checkInvariants(oldItemCounts: [])
    SectionedArrayChangeset.replacement(oldSectionCount: 1, with: sections)
      ._checkInvariants(oldItemCounts: [4])
    SectionedArrayChangeset(
      collection: [
        ArraySection(metadata: "A", items: [1]), ArraySection(metadata: "B", items: [2]),
      ],
      patch: [.moveItem(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 1, item: 0))],
      oldItemCounts: [2, 0]
    )._checkInvariants(oldItemCounts: [2, 0])
  }

  @Test func aFlatChangeSetWhosePatchAndDiffDisagreeStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      ArrayChangeset(
        kind: .edits, collection: [1, 2], patch: [.insert(2, at: 1)],
        diff: CollectionDiff(inserts: [0])
      )._checkInvariants(oldCount: 1)
    }
  }

  @Test func aFlatChangeSetWhoseDiffDoesNotFitStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      ArrayChangeset(
        kind: .edits, collection: [1, 2], patch: [.insert(2, at: 1)],
        diff: CollectionDiff(inserts: [1])
      )._checkInvariants(oldCount: 2)
    }
  }

  @Test func aSectionedChangeSetWhosePatchAndDiffDisagreeStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      SectionedArrayChangeset(
        kind: .edits, collection: [ArraySection(metadata: "A", items: [1, 2])],
        patch: [.insertItem(2, at: ItemPath(section: 0, item: 1))],
        diff: SectionedArrayDiff(items: CollectionDiff(inserts: [ItemPath(section: 0, item: 0)]))
      )._checkInvariants(oldItemCounts: [1])
    }
  }

  @Test func aSectionedChangeSetThatDoesNotStartFromTheOldCountsStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      SectionedArrayChangeset(
        collection: [ArraySection(metadata: "A", items: [1, 2])],
        patch: [.insertItem(2, at: ItemPath(section: 0, item: 1))], oldItemCounts: [1]
      )._checkInvariants(oldItemCounts: [3])
    }
  }
}
