/// Marks the elements of one longest strictly increasing subsequence of `values`, which must be
/// distinct (every caller passes indices).
///
/// A diff's survivors come in runs of consecutive old indices (`v, v+1, v+2, ...`), broken
/// only where an edit is. Because the values are distinct, the runs cover disjoint ranges of
/// values, so some longest increasing subsequence takes every run either whole or not at all:
/// an element that fits between its neighbours in the subsequence brings its whole run along.
/// The work is therefore a longest chain of *runs*, weighted by their lengths: see
/// ``longestIncreasingRunChain(ranks:lengths:)``.
///
/// Ties are broken as patience sorting breaks them (of equally long chains, the one ending at
/// the smallest value wins), the same way for every caller, which makes every diff the library
/// produces canonical.
///
/// - Complexity: O(*n* + *r* log *r*) for *n* values in *r* runs; a diff with *d* edits has
///   O(*d*) runs, so O(*n* + *d* log *d*).
@usableFromInline
func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
  let count = values.count
  var mask = [Bool](repeating: false, count: count)
  guard count > 0 else { return mask }
  // Where each run starts, plus `count` as the end of the last one.
  var bounds = [0]
  var firstValues = [values[0]]
  for position in 1..<count where values[position] != values[position - 1] &+ 1 {
    bounds.append(position)
    firstValues.append(values[position])
  }
  bounds.append(count)
  let lengths = (0..<firstValues.count).map { bounds[$0 + 1] - bounds[$0] }
  let kept = longestIncreasingRunChain(ranks: ranksOfDistinct(firstValues), lengths: lengths)
  for run in kept.indices where kept[run] {
    for position in bounds[run]..<bounds[run + 1] { mask[position] = true }
  }
  return mask
}

/// Marks the runs of one longest chain of runs whose values increase, weighted by the runs'
/// lengths: the runs of ``longestIncreasingSubsequenceMask(_:)``, which covers the values.
///
/// Run `k` holds the consecutive values `v, v+1, ..., v + lengths[k] - 1` and ranks
/// `ranks[k]` among the runs by its first value `v` (the ranks are a permutation of the run
/// indices, as ``ranksOfDistinct(_:)`` gives them); the runs cover disjoint values, so one
/// increases into another exactly when it comes earlier and ranks lower. Of equally long
/// chains, the one ending at the lowest rank wins, at every step: the choice patience sorting
/// makes, which keeps the diffs canonical.
///
/// - Complexity: O(*r* log *r*) for *r* runs, with a Fenwick tree of prefix maxima over the
///   ranks.
func longestIncreasingRunChain(ranks: [Int], lengths: [Int]) -> [Bool] {
  let runCount = ranks.count
  var kept = [Bool](repeating: false, count: runCount)
  guard runCount > 0 else { return kept }
  precondition(runCount < 1 << 31, "Kizuna: too many runs")
  // A chain is one Int: its total length in the high half and `runCount - rank` of its last
  // run in the low half, so that the better chain (longer or, as long, ending at a lower
  // rank) is the larger number, and 0 is no chain at all.
  func chain(total: Int, rank: Int) -> Int { (total << 32) | (runCount - rank) }
  func lastRank(_ chain: Int) -> Int { runCount - (chain & 0xFFFF_FFFF) }
  // Node k of the tree holds the best chain ending at a run ranked in a range ending at k - 1.
  var tree = [Int](repeating: 0, count: runCount + 1)
  var previousRank = [Int](repeating: -1, count: runCount)  // by rank
  var runOfRank = [Int](repeating: 0, count: runCount)
  var best = 0
  for run in 0..<runCount {
    let rank = ranks[run]
    runOfRank[rank] = run
    // The best chain among runs that start with a smaller value: ranks 0..<rank.
    var before = 0
    var node = rank
    while node > 0 {
      before = max(before, tree[node])
      node -= node & -node
    }
    previousRank[rank] = before == 0 ? -1 : lastRank(before)
    let total = (before >> 32) + lengths[run]
    let extended = chain(total: total, rank: rank)
    node = rank + 1
    while node <= runCount {
      tree[node] = max(tree[node], extended)
      node += node & -node
    }
    best = max(best, extended)
  }
  var rank = lastRank(best)
  while rank >= 0 {
    kept[runOfRank[rank]] = true
    rank = previousRank[rank]
  }
  return kept
}

/// The rank of each of `values` among them: how many are smaller. The values must be distinct.
///
/// Values in a range that is small next to their number (indices, as every caller passes)
/// are ranked with a bitmap of the range and population counts; others are sorted.
///
/// - Complexity: O(*n* + *w*) for *n* values spanning *w* / 64 words, if *w* is at most
///   64 (*n* + 64); O(*n* log *n*) otherwise.
func ranksOfDistinct(_ values: [Int]) -> [Int] {
  guard let low = values.min(), let high = values.max() else { return [] }
  let span = high.subtractingReportingOverflow(low)
  guard !span.overflow, span.partialValue / 64 <= values.count + 64 else {
    var ranks = [Int](repeating: 0, count: values.count)
    let order = values.indices.sorted { values[$0] < values[$1] }
    for (rank, index) in order.enumerated() { ranks[index] = rank }
    return ranks
  }
  var words = [UInt64](repeating: 0, count: span.partialValue / 64 + 1)
  for value in values {
    let offset = value - low
    words[offset >> 6] |= 1 << UInt64(offset & 63)
  }
  // wordStarts[w]: the number of values in the words before w.
  var wordStarts = [Int](repeating: 0, count: words.count)
  var total = 0
  for word in words.indices {
    wordStarts[word] = total
    total += words[word].nonzeroBitCount
  }
  return values.map { value in
    let offset = value - low
    let below = words[offset >> 6] & ((1 << UInt64(offset & 63)) - 1)
    return wordStarts[offset >> 6] + below.nonzeroBitCount
  }
}
