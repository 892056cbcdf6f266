import KizunaTestSupport
import Testing

@testable import Kizuna

/// The order-statistic tree under derived collections, against a plain array of IDs.
@Suite struct RankTreeTests {
  @Test func randomInsertsRemovesAndWeightsMatchAPlainArray() {
    var random = SeededGenerator(seed: 7)
    var tree = RankTree()
    var ids = RankTreeIDs()
    var model: [(id: Int, weighted: Bool)] = []
    for step in 0..<4000 {
      let choice = Int.random(in: 0..<10, using: &random)
      if choice < 5 || model.isEmpty {
        let id = ids.make()
        let rank = Int.random(in: 0...model.count, using: &random)
        let weighted = Bool.random(using: &random)
        tree.insert(id, isWeighted: weighted, atRank: rank)
        model.insert((id, weighted), at: rank)
      } else if choice < 8 {
        let rank = Int.random(in: 0..<model.count, using: &random)
        let id = tree.node(atRank: rank)
        #expect(id == model[rank].id)
        tree.remove(id)
        ids.free(id)
        model.remove(at: rank)
      } else {
        let rank = Int.random(in: 0..<model.count, using: &random)
        let weighted = Bool.random(using: &random)
        tree.setWeighted(model[rank].id, weighted)
        model[rank].weighted = weighted
      }
      if step % 97 == 0 { tree._checkInvariants() }
      #expect(tree.count == model.count)
      #expect(tree.weightedCount == model.count(where: \.weighted))
    }
    tree._checkInvariants()
    #expect(tree.inOrder() == model.map(\.id))
    var weightedBefore = 0
    for (rank, entry) in model.enumerated() {
      #expect(tree.rank(of: entry.id) == rank)
      #expect(tree.weightedRank(of: entry.id) == weightedBefore)
      #expect(tree.isWeighted(entry.id) == entry.weighted)
      if entry.weighted { weightedBefore += 1 }
    }
  }

  @Test func orderedInsertsAndPrefixCountsFollowTheGivenOrder() {
    var random = SeededGenerator(seed: 11)
    var tree = RankTree()
    var keys: [Int] = []  // by ID
    for id in 0..<2000 {
      let key = Int.random(in: 0..<300, using: &random)
      keys.append(key)
      let snapshot = keys
      // Equal keys go after the ones already there.
      tree.insert(id, isWeighted: false) { snapshot[id] < snapshot[$0] }
    }
    tree._checkInvariants()
    let ordered = tree.inOrder().map { keys[$0] }
    #expect(
      ordered
        == keys.enumerated().sorted { ($0.element, $0.offset) < ($1.element, $1.offset) }.map(
          \.element))
    for bound in [0, 1, 150, 299, 300] {
      #expect(tree.prefixCount { keys[$0] < bound } == keys.count { $0 < bound })
    }
  }
}
