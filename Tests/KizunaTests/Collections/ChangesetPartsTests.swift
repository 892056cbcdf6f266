import Testing

@testable import Kizuna

/// A change set keeps its parts in one shared object (`ChangesetParts`); what users see of it
/// must be what a struct with the four fields showed: its parts, equality by value, the same
/// printed form.
@Suite struct ChangesetPartsTests {
  @Test func aCopySharesTheParts() {
    let change = ArrayChangeset(collection: [1, 2], patch: [.insert(2, at: 1)], oldCount: 1)
    let copy = change
    #expect(copy.parts === change.parts)
    let sectioned = change.sectioned(metadata: "All")
    let sectionedCopy = sectioned
    #expect(sectionedCopy.parts === sectioned.parts)
  }

  @Test func equalityComparesThePartsNotTheObjects() {
    let one = ArrayChangeset(collection: [1, 2], patch: [.insert(2, at: 1)], oldCount: 1)
    let other = ArrayChangeset(collection: [1, 2], patch: [.insert(2, at: 1)], oldCount: 1)
    #expect(one.parts !== other.parts)
    #expect(one == other)
    #expect(one != ArrayChangeset(collection: [1, 3], patch: [.insert(3, at: 1)], oldCount: 1))
    #expect(
      one
        != ArrayChangeset(
          kind: .initial, collection: one.collection, patch: one.patch, diff: one.diff))

    let sectioned = one.sectioned(metadata: "All")
    #expect(sectioned == other.sectioned(metadata: "All"))
    #expect(sectioned != other.sectioned(metadata: "Other"))
  }

  @Test func theReadPartsAreTheGivenOnes() {
    let section = ArraySection(metadata: "A", items: [1, 2])
    let patch: [SectionedArrayEdit<String, Int>] = [
      .insertItem(2, at: ItemPath(section: 0, item: 1))
    ]
    let diff = SectionedArrayDiff(items: CollectionDiff(inserts: [ItemPath(section: 0, item: 1)]))
    let change = SectionedArrayChangeset(
      kind: .edits, collection: [section], patch: patch, diff: diff)
    #expect(change.kind == .edits)
    #expect(change.collection == [section])
    #expect(change.patch == patch)
    #expect(change.diff == diff)
  }

  @Test func aSectionedChangeSetPrintsAsAStructOfItsFourParts() {
    let change = SectionedArrayChangeset<String, Int>.initial(
      [ArraySection(metadata: "A", items: [1])])
    let printed = String(describing: change)
    #expect(printed.hasPrefix("SectionedArrayChangeset<String, Int>(kind: "))
    #expect(printed.contains(", collection: [A: [1]], patch: ["))
    #expect(printed.contains(", diff: sections: "))
    let children = Mirror(reflecting: change).children.map(\.label)
    #expect(children == ["kind", "collection", "patch", "diff"])
  }

  @Test func aFlatChangeSetPrintsItsDescription() {
    let change = ArrayChangeset(collection: [1, 2], patch: [.insert(2, at: 1)], oldCount: 1)
    #expect(String(describing: change) == "edits insert [1] -> [1, 2]")
    let children = Mirror(reflecting: change).children.map(\.label)
    #expect(children == ["kind", "collection", "patch", "diff"])
  }
}
