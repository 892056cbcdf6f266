/// Builds canonical flat diffs from where each new element came from, and turns diffs back into
/// where each new element comes from.
///
/// Every flat diff of the library is made here: the matching (by identity, by tracking a
/// patch, or by Myers' algorithm) says which old element each new position holds, and the
/// moves are then chosen as the elements outside one longest increasing run of old positions.
/// So the same net change always gives the same diff, whatever produced it.
@usableFromInline enum FlatDiffBuilder {
  /// The diff for `origins[j]` = the old index of the element at new index `j`, or -1 for an
  /// inserted element. `updated[o]` marks old elements whose value changed.
  ///
  /// The survivors are taken as runs of consecutive old indices, never one by one: the runs
  /// outside one longest increasing chain of them move, and the gaps between the runs, in old
  /// order, are the deletes.
  @usableFromInline
  static func diff(oldCount: Int, origins: [Int], updated: [Bool]?) -> CollectionDiff<Int> {
    var inserts: [Int] = []
    // Run k: old indices firstValues[k] ..< firstValues[k] + lengths[k], the first of them
    // at new index starts[k].
    var firstValues: [Int] = []
    var lengths: [Int] = []
    var starts: [Int] = []
    var nextInRun = Int.min  // the origin that would extend the current run (none yet)
    // An unsafe buffer only to drop the bounds checks: `position` stays in `origins.indices`.
    origins.withUnsafeBufferPointer { origins in
      for position in origins.indices {
        let origin = origins[position]
        if origin == nextInRun {
          nextInRun += 1
        } else if origin < 0 {
          inserts.append(position)
        } else {
          if let first = firstValues.last { lengths.append(nextInRun - first) }
          firstValues.append(origin)
          starts.append(position)
          nextInRun = origin + 1
        }
      }
    }
    if let first = firstValues.last { lengths.append(nextInRun - first) }
    let survivorCount = origins.count - inserts.count
    let ranks = ranksOfDistinct(firstValues)
    let kept = longestIncreasingRunChain(ranks: ranks, lengths: lengths)
    var moves: [CollectionMove<Int>] = []
    moves.reserveCapacity(kept.indices.reduce(0) { $0 + (kept[$1] ? 0 : lengths[$1]) })
    for run in kept.indices where !kept[run] {
      var position = starts[run]
      for from in firstValues[run]..<firstValues[run] + lengths[run] {
        while origins[position] < 0 { position += 1 }
        moves.append(CollectionMove(from: from, to: position))
        position += 1
      }
    }
    var runOfRank = [Int](repeating: 0, count: ranks.count)
    for (run, rank) in ranks.enumerated() { runOfRank[rank] = run }
    var deletes: [Int] = []
    deletes.reserveCapacity(oldCount - survivorCount)
    var updates: [Int] = []
    var nextOld = 0
    for run in runOfRank {
      let present = firstValues[run]..<firstValues[run] + lengths[run]
      for old in nextOld..<present.lowerBound { deletes.append(old) }
      if let updated {
        for old in present where updated[old] { updates.append(old) }
      }
      nextOld = present.upperBound
    }
    for old in nextOld..<oldCount { deletes.append(old) }
    return CollectionDiff(sortedDeletes: deletes, inserts: inserts, updates: updates, moves: moves)
  }

  /// Where each new element comes from under UIKit's batch semantics: the old index, or -1
  /// for an insert. Stops the program if the diff does not fit the two counts.
  static func origins(of diff: CollectionDiff<Int>, oldCount: Int, newCount: Int) -> [Int] {
    let unassigned = -2
    var origins = [Int](repeating: unassigned, count: newCount)
    var gone = [Bool](repeating: false, count: oldCount)
    var deleted = [Bool](repeating: false, count: oldCount)
    for index in diff.inserts {
      checkIndex(index, in: 0..<newCount, "diff insert")
      precondition(origins[index] == unassigned, "Kizuna: diff inserts \(index) twice")
      origins[index] = -1
    }
    for index in diff.deletes {
      checkIndex(index, in: 0..<oldCount, "diff delete")
      precondition(!gone[index], "Kizuna: diff deletes \(index) twice")
      gone[index] = true
      deleted[index] = true
    }
    for move in diff.moves {
      checkIndex(move.from, in: 0..<oldCount, "diff move from")
      checkIndex(move.to, in: 0..<newCount, "diff move to")
      precondition(!gone[move.from], "Kizuna: diff moves \(move.from), which is deleted or moved")
      precondition(
        origins[move.to] == unassigned, "Kizuna: diff moves to \(move.to), which is taken")
      gone[move.from] = true
      origins[move.to] = move.from
    }
    var next = 0
    for position in 0..<newCount where origins[position] == unassigned {
      while next < oldCount && gone[next] { next += 1 }
      precondition(
        next < oldCount,
        "Kizuna: diff \(diff) does not turn \(oldCount) elements into \(newCount)")
      origins[position] = next
      next += 1
    }
    while next < oldCount && gone[next] { next += 1 }
    precondition(
      next == oldCount, "Kizuna: diff \(diff) does not turn \(oldCount) elements into \(newCount)")
    for index in diff.updates {
      checkIndex(index, in: 0..<oldCount, "diff update")
      precondition(!deleted[index], "Kizuna: diff updates \(index), which it deletes")
    }
    return origins
  }
}

extension CollectionDiff {
  /// The diff of no change, made without the public initializer's ordering pass over its
  /// (empty) arrays: a single edit's change set takes one for its other part on every edit.
  @inlinable static var unchanged: Self {
    Self(sortedDeletes: [], inserts: [], updates: [], moves: [])
  }

  /// Creates a diff from arrays that are already sorted.
  @usableFromInline
  init(
    sortedDeletes deletes: [Index], inserts: [Index], updates: [Index],
    moves: [CollectionMove<Index>]
  ) {
    self.deletes = deletes
    self.inserts = inserts
    self.updates = updates
    self.moves = moves
  }
}
