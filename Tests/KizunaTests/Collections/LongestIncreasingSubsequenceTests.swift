import KizunaTestSupport
import Testing

@testable import Kizuna

/// The run-based longest increasing subsequence must choose exactly what element-by-element
/// patience sorting chooses: the diffs depend on it being both longest and canonical.
@Suite struct LongestIncreasingSubsequenceTests {
  /// Patience sorting with back pointers, one element at a time: O(n log n), the reference.
  static func patienceMask(_ values: [Int]) -> [Bool] {
    var mask = [Bool](repeating: false, count: values.count)
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (position, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      previous[position] = low > 0 ? tails[low - 1] : -1
      if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var position = tails.last ?? -1
    while position >= 0 {
      mask[position] = true
      position = previous[position]
    }
    return mask
  }

  /// Distinct values as a diff's survivors look: runs of consecutive values with `edits`
  /// elements moved elsewhere.
  static func survivors(count: Int, edits: Int, random: inout SeededGenerator) -> [Int] {
    var values = Array(0..<count)
    for _ in 0..<edits where !values.isEmpty {
      let value = values.remove(at: Int.random(in: 0..<values.count, using: &random))
      values.insert(value, at: Int.random(in: 0...values.count, using: &random))
    }
    return values
  }

  @Test func choosesWhatPatienceSortingChoosesOnDiffLikeInputs() {
    for seed in PropertySettings.seeds(default: 1_000) {
      var random = SeededGenerator(seed: seed)
      let count = Int.random(in: 0...60, using: &random)
      let edits = Int.random(in: 0...max(1, count / 3), using: &random)
      let values = Self.survivors(count: count, edits: edits, random: &random)
      #expect(
        longestIncreasingSubsequenceMask(values) == Self.patienceMask(values),
        "seed \(seed): \(values)")
    }
  }

  @Test func choosesWhatPatienceSortingChoosesOnPermutations() {
    var random = SeededGenerator(seed: 11)
    for count in 0...8 {
      for _ in 0..<50 {
        let values = Array(0..<count).shuffled(using: &random)
        #expect(
          longestIncreasingSubsequenceMask(values) == Self.patienceMask(values), "\(values)")
      }
    }
  }

  @Test func keepsWholeRunsAndMarksAnIncreasingSubsequence() {
    // Two runs out of order: the longer one stays, the shorter one moves as a whole.
    #expect(
      longestIncreasingSubsequenceMask([5, 6, 0, 1, 2, 3, 4])
        == [false, false, true, true, true, true, true])
    #expect(longestIncreasingSubsequenceMask([]) == [])
    #expect(longestIncreasingSubsequenceMask([7]) == [true])
    // Values need not start at zero or be dense.
    #expect(longestIncreasingSubsequenceMask([10, 30, 20]) == [true, false, true])
  }

  @Test func choosesWhatPatienceSortingChoosesOnSparseValues() {
    // Values far apart, and negative ones: ranked by sorting, not with a bitmap.
    for seed in PropertySettings.seeds(default: 200) {
      var random = SeededGenerator(seed: seed)
      let count = Int.random(in: 0...40, using: &random)
      let edits = Int.random(in: 0...max(1, count / 3), using: &random)
      let values = Self.survivors(count: count, edits: edits, random: &random).map {
        ($0 - 20) << 40 + $0 % 3
      }
      #expect(
        longestIncreasingSubsequenceMask(values) == Self.patienceMask(values),
        "seed \(seed): \(values)")
    }
  }

  @Test(arguments: [
    [Int](), [0], [5, 3, 9], [-4, 7, -100, 0], [0, 64, 63, 65, 127, 128, 1],
    [Int.max, Int.min, 0], [1 << 50, 3, 1 << 20],
  ])
  func ranksCountTheSmallerValues(values: [Int]) {
    let expected = values.map { value in values.count { $0 < value } }
    #expect(ranksOfDistinct(values) == expected)
  }

  @Test func ranksOfIndicesMatchSorting() {
    for seed in PropertySettings.seeds(default: 200) {
      var random = SeededGenerator(seed: seed)
      let values = Array(0..<Int.random(in: 0...300, using: &random)).shuffled(using: &random)
        .filter { _ in Bool.random(using: &random) }
      let sorted = values.sorted()
      let expected = values.map { sorted.firstIndex(of: $0)! }
      #expect(ranksOfDistinct(values) == expected, "seed \(seed)")
    }
  }

  @Test func runChainWeighsRunsByLength() {
    // Runs by first value: [0, 1, 2] ranks 0, [10] ranks 2, [5, 6, 7, 8] ranks 1.
    #expect(
      longestIncreasingRunChain(ranks: [0, 2, 1], lengths: [3, 1, 4]) == [true, false, true])
    // One long run beats two short ones that increase.
    #expect(
      longestIncreasingRunChain(ranks: [2, 0, 1], lengths: [5, 2, 2]) == [true, false, false])
    // Equally long chains: the one ending at the lower rank wins.
    #expect(longestIncreasingRunChain(ranks: [1, 0], lengths: [1, 1]) == [false, true])
    #expect(longestIncreasingRunChain(ranks: [], lengths: []) == [])
  }
}
