import Kizuna
import KizunaTestSupport
import Testing

/// A move step moves only the elements between its two places; the result must be exactly
/// what removing and inserting gives, for elements that own memory (strings, objects) too.
@Suite struct MoveElementTests {
  final class Box: Equatable, Sendable {
    let value: Int
    init(_ value: Int) { self.value = value }
    static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs }
  }

  @Test func aMoveStepGivesWhatRemovingAndInsertingGives() {
    let strings = (0..<7).map { "element \($0) with a heap-allocated tail" }
    let boxes = (0..<7).map(Box.init)
    for from in 0..<7 {
      for to in 0..<7 {
        var moved = strings
        moved.apply(.move(from: from, to: to))
        var expected = strings
        expected.insert(expected.remove(at: from), at: to)
        #expect(moved == expected, "move(from: \(from), to: \(to))")

        var movedBoxes = boxes
        movedBoxes.apply(.move(from: from, to: to))
        var expectedBoxes = boxes
        expectedBoxes.insert(expectedBoxes.remove(at: from), at: to)
        #expect(movedBoxes == expectedBoxes, "move(from: \(from), to: \(to))")
      }
    }
  }

  @Test func aMoveInASharedArrayLeavesTheOtherCopyAlone() {
    let original = ["a", "b", "c", "d"]
    var copy = original
    copy.apply(.move(from: 3, to: 0))
    #expect(copy == ["d", "a", "b", "c"])
    #expect(original == ["a", "b", "c", "d"])
  }

  @Test func aSectionedMoveWithinASectionGivesWhatRemovingAndInsertingGives() {
    let sections = [
      ArraySection(metadata: "A", items: ["a0", "a1", "a2", "a3"]),
      ArraySection(metadata: "B", items: ["b0"]),
    ]
    for from in 0..<4 {
      for to in 0..<4 {
        var moved = sections
        moved.apply(
          SectionedArrayEdit<String, String>.moveItem(
            from: ItemPath(section: 0, item: from), to: ItemPath(section: 0, item: to)))
        var expected = sections
        expected[0].items.insert(expected[0].items.remove(at: from), at: to)
        #expect(moved == expected, "moveItem(from: [0, \(from)], to: [0, \(to)])")
      }
    }
    var sectionsMoved = sections
    sectionsMoved.apply(SectionedArrayEdit<String, String>.moveSection(from: 1, to: 0))
    #expect(sectionsMoved.map(\.metadata) == ["B", "A"])
  }
}

/// A grouping over a sorted array: a changed score moves the item to another group and, in the
/// sorted upstream, to another place. Its change set is one update and one move (the two moves
/// joined), whose diff is read off its steps.
@Suite struct GroupedMoveJoiningTests {
  struct Scored: Equatable, Sendable {
    var name: String
    var score: Int
  }

  @Test func aKeyChangeAndAnUpstreamMoveReachTheObserverAsOneUpdateAndOneMove() {
    let items = MutableObservableArray([
      Scored(name: "a", score: 1), Scored(name: "b", score: 12), Scored(name: "c", score: 15),
      Scored(name: "d", score: 25),
    ])
    let groups = items.sorted { $0.score < $1.score }.grouped { $0.score / 10 }
    let recorder = EventRecorder<SectionedArrayChangeset<Int, Scored>, Never>()
    let observation = groups.observe(with: recorder.record)
    items[1].score = 27  // b: from group 1 to group 2, after d
    let change = recorder.values.last
    #expect(
      change?.patch == [
        .updateItem(Scored(name: "b", score: 27), at: ItemPath(section: 1, item: 0)),
        .moveItem(from: ItemPath(section: 1, item: 0), to: ItemPath(section: 2, item: 1)),
      ])
    #expect(change?.diff.items.updates == [ItemPath(section: 1, item: 0)])
    #expect(
      change?.diff.items.moves.map { [$0.from, $0.to] }
        == [[ItemPath(section: 1, item: 0), ItemPath(section: 2, item: 1)]])
    #expect(groups.collection.map { $0.items.map(\.name) } == [["a"], ["c"], ["d", "b"]])
    observation.dispose()
  }
}
