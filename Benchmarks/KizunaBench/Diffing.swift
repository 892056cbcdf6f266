import Kizuna

// MARK: - W7: diff of Int arrays, Kizuna vs the standard library

/// An array of `count` distinct Ints and a copy with `fraction` of it edited: a third of the
/// edits deletes, a third inserts new values, a third moves values elsewhere.
func diffInput(count: Int, fraction: Double, seed: UInt64) -> (old: [Int], new: [Int]) {
  var generator = SplitMix64(seed: seed)
  let old = Array(0..<count)
  var new = old
  let edits = max(3, Int(Double(count) * fraction))
  var nextValue = count
  for edit in 0..<edits {
    switch edit % 3 {
    case 0:
      new.remove(at: Int.random(in: 0..<new.count, using: &generator))
    case 1:
      new.insert(nextValue, at: Int.random(in: 0...new.count, using: &generator))
      nextValue += 1
    default:
      let value = new.remove(at: Int.random(in: 0..<new.count, using: &generator))
      new.insert(value, at: Int.random(in: 0...new.count, using: &generator))
    }
  }
  return (old, new)
}

/// The fewest moves any diff of `old` to `new` needs: the kept elements minus the longest run
/// of them that keeps its order.
func minimalMoveCount(old: [Int], new: [Int]) -> Int {
  var oldPosition: [Int: Int] = [:]
  for (index, value) in old.enumerated() { oldPosition[value] = index }
  let kept = new.compactMap { oldPosition[$0] }
  var tails: [Int] = []  // patience sorting: length of the longest increasing subsequence
  for position in kept {
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if tails[middle] < position { low = middle + 1 } else { high = middle }
    }
    if low == tails.count { tails.append(position) } else { tails[low] = position }
  }
  return kept.count - tails.count
}

func w7(_ settings: Settings) -> [Row] {
  var rows: [Row] = []
  for (count, fraction) in [(10_000, 0.01), (10_000, 0.10), (100_000, 0.01), (100_000, 0.10)] {
    let size = settings.count(count)
    let (old, new) = diffInput(count: size, fraction: fraction, seed: UInt64(count) &+ 7)
    let minimal = minimalMoveCount(old: old, new: new)
    // The standard library is slow at 100k/10% (seconds per run): fewer runs there.
    let stdlibRuns = size >= 100_000 && fraction >= 0.1 ? min(settings.runs, 3) : settings.runs
    var kizunaMoves = 0
    var stdlibMoves = 0
    var kizuna = measure("Kizuna", runs: settings.runs, operations: 1) {
      let diff = CollectionDiff(from: old, to: new)
      kizunaMoves = diff.moves.count
      return diff.count
    }
    var stdlib = measure("stdlib", runs: stdlibRuns, operations: 1) {
      let difference = new.difference(from: old).inferringMoves()
      stdlibMoves = difference.insertions.count {
        if case .insert(_, _, let associatedWith) = $0 { return associatedWith != nil }
        return false
      }
      return difference.insertions.count
    }
    kizuna.note =
      "\(kizunaMoves) moves; minimal \(minimal): "
      + (kizunaMoves == minimal ? "exact" : "not minimal")
    stdlib.note =
      "\(stdlibMoves) moves; minimal \(minimal): "
      + (stdlibMoves == minimal ? "exact" : "not minimal")
    let percent = Int(fraction * 100)
    rows.append(
      Row(
        workload: "W7 diff \(size / 1000)k, \(percent)% edits", unit: "ms",
        measurements: [
          Measurement(
            library: "Kizuna", samples: kizuna.samples.map { $0 / 1e6 }, note: kizuna.note,
            instructions: kizuna.instructions),
          Measurement(
            library: "stdlib", samples: stdlib.samples.map { $0 / 1e6 }, note: stdlib.note,
            instructions: stdlib.instructions),
        ]))
  }
  return rows
}
