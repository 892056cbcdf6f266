import Kizuna
import Testing

@Suite struct SectionedArrayEditDescriptionTests {
  @Test func everyStepPrintsAsItIsWritten() {
    typealias Edit = SectionedArrayEdit<String, Int>
    let path = ItemPath(section: 0, item: 1)
    let other = ItemPath(section: 1, item: 3)
    let edits: [Edit] = [
      .insertSection(ArraySection(metadata: "A", items: [1]), at: 0), .deleteSection(at: 2),
      .updateSection("B", at: 1), .moveSection(from: 0, to: 2), .insertItem(7, at: path),
      .deleteItem(at: path), .updateItem(8, at: path), .moveItem(from: path, to: other),
    ]
    #expect(
      edits.map(\.description) == [
        "insertSection(A: [1], at: 0)", "deleteSection(at: 2)", "updateSection(B, at: 1)",
        "moveSection(from: 0, to: 2)", "insertItem(7, at: [0, 1])", "deleteItem(at: [0, 1])",
        "updateItem(8, at: [0, 1])", "moveItem(from: [0, 1], to: [1, 3])",
      ])
  }
}
