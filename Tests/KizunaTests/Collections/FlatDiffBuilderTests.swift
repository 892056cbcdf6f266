import KizunaTestSupport
import Testing

@testable import Kizuna

/// The builder takes the survivors by runs; it must give what taking them one by one gives.
@Suite struct FlatDiffBuilderTests {
  typealias Diff = CollectionDiff<Int>

  /// The diff element by element: survivors kept by one longest increasing subsequence, the
  /// others moved, absent old elements deleted, present updated ones updated.
  static func referenceDiff(oldCount: Int, origins: [Int], updated: [Bool]?) -> Diff {
    let survivors = origins.enumerated().filter { $0.element >= 0 }
    let kept = LongestIncreasingSubsequenceTests.patienceMask(survivors.map(\.element))
    let present = Set(survivors.map(\.element))
    return CollectionDiff(
      deletes: (0..<oldCount).filter { !present.contains($0) },
      inserts: origins.indices.filter { origins[$0] < 0 },
      updates: (0..<oldCount).filter { present.contains($0) && updated?[$0] == true },
      moves: survivors.indices.filter { !kept[$0] }.map {
        CollectionMove(from: survivors[$0].element, to: survivors[$0].offset)
      })
  }

  @Test func equalsTheElementByElementDiff() {
    for seed in PropertySettings.seeds(default: 500) {
      var random = SeededGenerator(seed: seed)
      let oldCount = Int.random(in: 0...50, using: &random)
      var origins = Array(0..<oldCount).filter { _ in Int.random(in: 0...5, using: &random) > 0 }
      for _ in 0..<Int.random(in: 0...5, using: &random) where !origins.isEmpty {
        let origin = origins.remove(at: Int.random(in: origins.indices, using: &random))
        origins.insert(origin, at: Int.random(in: 0...origins.count, using: &random))
      }
      for _ in 0..<Int.random(in: 0...5, using: &random) {
        origins.insert(-1, at: Int.random(in: 0...origins.count, using: &random))
      }
      let updated =
        Bool.random(using: &random)
        ? (0..<oldCount).map { _ in Bool.random(using: &random) } : nil
      #expect(
        FlatDiffBuilder.diff(oldCount: oldCount, origins: origins, updated: updated)
          == Self.referenceDiff(oldCount: oldCount, origins: origins, updated: updated),
        "seed \(seed): \(origins)")
    }
  }
}
