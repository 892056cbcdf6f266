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
  @usableFromInline
  static func diff(oldCount: Int, origins: [Int], updated: [Bool]?) -> CollectionDiff<Int> {
    var present = [Bool](repeating: false, count: oldCount)
    var inserts: [Int] = []
    var survivorOld: [Int] = []
    var survivorNew: [Int] = []
    survivorOld.reserveCapacity(min(oldCount, origins.count))
    survivorNew.reserveCapacity(min(oldCount, origins.count))
    for (position, origin) in origins.enumerated() {
      if origin < 0 {
        inserts.append(position)
      } else {
        present[origin] = true
        survivorOld.append(origin)
        survivorNew.append(position)
      }
    }
    let kept = longestIncreasingSubsequenceMask(survivorOld)
    var moves: [CollectionMove<Int>] = []
    for index in kept.indices where !kept[index] {
      moves.append(CollectionMove(from: survivorOld[index], to: survivorNew[index]))
    }
    var deletes: [Int] = []
    var updates: [Int] = []
    for old in 0..<oldCount {
      if !present[old] {
        deletes.append(old)
      } else if let updated, updated[old] {
        updates.append(old)
      }
    }
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
  /// Creates a diff from arrays that are already sorted.
  init(
    sortedDeletes deletes: [Index], inserts: [Index], updates: [Index],
    moves: [CollectionMove<Index>]
  ) {
    self.init()
    self.deletes = deletes
    self.inserts = inserts
    self.updates = updates
    self.moves = moves
  }
}
