import Kizuna
import KizunaTestSupport
import Testing

@Suite struct CollectionDiffTests {
  @Test(arguments: [
    (["a", "b", "c"], ["c", "a", "d"], "delete [1], insert [2], move [2 -> 0]"),
    (["a", "b", "c", "d"], ["b", "c", "a", "e"], "delete [3], insert [3], move [0 -> 2]"),
    ([], ["a"], "insert [0]"),
    (["a"], [], "delete [0]"),
    (["a", "b"], ["a", "b"], "no changes"),
    (
      ["a", "b", "c", "d", "e"], ["e", "d", "c", "b", "a"], "move [4 -> 0, 3 -> 1, 2 -> 2, 1 -> 3]"
    ),
    (["a", "a", "b"], ["b", "a", "a"], "move [2 -> 0]"),
  ])
  func hashedDiffHasExactMoves(old: [String], new: [String], expected: String) {
    let diff = CollectionDiff(from: old, to: new)
    #expect(diff.description == expected)
    #expect(old.applying(diff.patch(oldCount: old.count, to: new)) == new)
    #expect(
      CollectionDiff(patch: diff.patch(oldCount: old.count, to: new), oldCount: old.count) == diff)
  }

  @Test func oneMovedElementIsOneMoveNotEverythingMoved() {
    let old = Array(0..<1000)
    var new = old
    new.insert(new.remove(at: 10), at: 900)
    let diff = CollectionDiff(from: old, to: new)
    #expect(diff == CollectionDiff(moves: [CollectionMove(from: 10, to: 900)]))
  }

  @Test func myersDiffMatchesHashedDiffOnEquatableElements() {
    struct Point: Equatable { var x: Int }
    var random = SeededGenerator(seed: 42)
    for _ in 0..<200 {
      let old = (0..<Int.random(in: 0...30, using: &random)).map { _ in
        Int.random(in: 0...9, using: &random)
      }
      let new = (0..<Int.random(in: 0...30, using: &random)).map { _ in
        Int.random(in: 0...9, using: &random)
      }
      let myers = CollectionDiff(from: old.map(Point.init), to: new.map(Point.init))
      #expect(old.applying(myers.patch(oldCount: old.count, to: new)) == new, "\(old) -> \(new)")
      let hashed = CollectionDiff(from: old, to: new)
      #expect(old.applying(hashed.patch(oldCount: old.count, to: new)) == new, "\(old) -> \(new)")
      // Both keep as many elements in place as possible.
      #expect(myers.deletes.count + myers.moves.count >= hashed.deletes.count, "\(old) -> \(new)")
    }
  }

  @Test func diffAgreesWithStandardLibraryOnWhatChanged() {
    var random = SeededGenerator(seed: 7)
    for _ in 0..<200 {
      let old = Array(Set((0..<40).map { _ in Int.random(in: 0...60, using: &random) })).shuffled(
        using: &random)
      var new = old.filter { _ in Int.random(in: 0...9, using: &random) > 1 }
      new.append(contentsOf: (0..<5).map { _ in 100 + Int.random(in: 0...50, using: &random) })
      new = Array(Set(new)).shuffled(using: &random)
      let diff = CollectionDiff(from: old, to: new)
      let standard = new.difference(from: old).inferringMoves()
      var removedWithoutMove = 0
      var insertedWithoutMove = 0
      for change in standard {
        switch change {
        case .remove(_, _, let associated): if associated == nil { removedWithoutMove += 1 }
        case .insert(_, _, let associated): if associated == nil { insertedWithoutMove += 1 }
        }
      }
      #expect(diff.deletes.count == removedWithoutMove)
      #expect(diff.inserts.count == insertedWithoutMove)
      #expect(diff.moves.count <= standard.count)
    }
  }

  @Test func singleStepDiffsEqualTrackedDiffs() {
    // One step uses a fast path; it must agree with tracking the step in a longer patch.
    for count in 1...6 {
      for from in 0..<count {
        for to in 0..<count {
          let step: [ArrayEdit<Int>] = [.move(from: from, to: to)]
          let tracked: [ArrayEdit<Int>] = [
            .move(from: from, to: to), .update(0, at: 0), .update(1, at: 0),
          ]
          var expected = CollectionDiff<Int>(patch: tracked, oldCount: count)
          let old = Array(0..<count)
          var new = old
          new.apply(step[0])
          let fast = CollectionDiff<Int>(patch: step, oldCount: count)
          #expect(fast == CollectionDiff(from: old, to: new), "move \(from) -> \(to) of \(count)")
          expected = CollectionDiff(
            deletes: expected.deletes, inserts: expected.inserts, updates: [], moves: expected.moves
          )
          #expect(fast == expected, "move \(from) -> \(to) of \(count)")
        }
      }
    }
  }

  @Test func identityDiffReportsUpdates() {
    struct Row: Equatable { var id: Int; var title: String }
    let old = [Row(id: 1, title: "a"), Row(id: 2, title: "b"), Row(id: 3, title: "c")]
    let new = [Row(id: 3, title: "c"), Row(id: 1, title: "A"), Row(id: 4, title: "d")]
    let diff = CollectionDiff(from: old, to: new, identifiedBy: \.id)
    #expect(diff.description == "delete [1], insert [2], update [0], move [2 -> 0]")
  }

  @Test func originsFollowUIKitSemantics() {
    let diff = CollectionDiff(deletes: [0], inserts: [0], moves: [CollectionMove(from: 2, to: 1)])
    #expect(diff.origins(oldCount: 3, newCount: 3) == [nil, 2, 1])
  }

  @Test func invalidDiffStopsWithMessage() async {
    await #expect(processExitsWith: .failure) {
      _ = CollectionDiff(deletes: [5]).patch(oldCount: 2, to: [1])
    }
  }
}
