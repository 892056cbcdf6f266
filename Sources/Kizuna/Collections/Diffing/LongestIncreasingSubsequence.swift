/// Marks the elements of one longest strictly increasing subsequence of `values`, which must be
/// distinct (every caller passes indices).
///
/// A diff's survivors come in runs of consecutive old indices (`v, v+1, v+2, ...`), broken
/// only where an edit is. Because the values are distinct, the runs cover disjoint ranges of
/// values, so some longest increasing subsequence takes every run either whole or not at all:
/// an element that fits between its neighbours in the subsequence brings its whole run along.
/// The work is therefore a longest chain of *runs*, weighted by their lengths, found with a
/// Fenwick tree of prefix maxima over the runs ranked by first value.
///
/// Ties are broken as patience sorting breaks them (of equally long chains, the one ending at
/// the smallest value wins), the same way for every caller, which makes every diff the library
/// produces canonical.
///
/// - Complexity: O(*n* + *r* log *r*) for *n* values in *r* runs; a diff with *d* edits has
///   O(*d*) runs, so O(*n* + *d* log *d*).
func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
  let count = values.count
  var mask = [Bool](repeating: false, count: count)
  guard count > 0 else { return mask }
  // Where each run starts, plus `count` as the end of the last one.
  var bounds = [0]
  for position in 1..<count where values[position] != values[position - 1] &+ 1 {
    bounds.append(position)
  }
  bounds.append(count)
  let runCount = bounds.count - 1
  // Ranks of the runs by their first value (distinct, since the values are).
  var byFirstValue = Array(0..<runCount)
  byFirstValue.sort { values[bounds[$0]] < values[bounds[$1]] }
  var rank = [Int](repeating: 0, count: runCount)
  for (position, run) in byFirstValue.enumerated() { rank[run] = position }
  // Node k of the Fenwick tree holds the best chain (total length, last run) that ends at a
  // run ranked in a range ending at k - 1. A chain beats another if it is longer or, as long,
  // ends at a run with a smaller first value: the choice patience sorting makes, which keeps
  // the diffs canonical (the same moves as the element-by-element algorithm this replaces).
  var totals = [Int](repeating: 0, count: runCount + 1)
  var lastRuns = [Int](repeating: -1, count: runCount + 1)
  var previous = [Int](repeating: -1, count: runCount)
  func beats(_ total: Int, _ run: Int, _ otherTotal: Int, _ otherRun: Int) -> Bool {
    total > otherTotal || (total == otherTotal && otherRun >= 0 && rank[run] < rank[otherRun])
  }
  var bestTotal = 0
  var bestRun = -1
  for run in 0..<runCount {
    // The best chain among runs that start with a smaller value: ranks 0..<rank[run].
    var total = 0
    var predecessor = -1
    var node = rank[run]
    while node > 0 {
      if lastRuns[node] >= 0 && beats(totals[node], lastRuns[node], total, predecessor) {
        total = totals[node]
        predecessor = lastRuns[node]
      }
      node -= node & -node
    }
    previous[run] = predecessor
    total += bounds[run + 1] - bounds[run]
    node = rank[run] + 1
    while node <= runCount {
      if beats(total, run, totals[node], lastRuns[node]) {
        totals[node] = total
        lastRuns[node] = run
      }
      node += node & -node
    }
    if beats(total, run, bestTotal, bestRun) {
      bestTotal = total
      bestRun = run
    }
  }
  var run = bestRun
  while run >= 0 {
    for position in bounds[run]..<bounds[run + 1] { mask[position] = true }
    run = previous[run]
  }
  return mask
}
