extension CollectionDiff where Index == Int {
  /// Creates the diff of a patch: what the ordered steps did, in UIKit's batch form.
  ///
  /// Every element is tracked through the steps, so an element inserted and deleted again does
  /// not appear, an element moved back to where it was is not moved, and an element moved and
  /// updated appears both as a move and as an update (by its old index).
  ///
  /// ```swift
  /// let patch: [ArrayEdit<String>] = [.move(from: 0, to: 2), .update("B", at: 0)]
  /// print(CollectionDiff(patch: patch, oldCount: 3))
  /// // prints "update [1], move [0 -> 2]"
  /// ```
  ///
  /// - Parameters:
  ///   - patch: Steps whose indices are valid when their turn comes (the program stops with a
  ///     message naming the bad index and the valid range otherwise).
  ///   - oldCount: The number of elements the patch starts from.
  /// - Complexity: O(1) for one step; O(*n* × *k*) for *k* steps on *n* elements.
  @inlinable
  public init<Element>(patch: some Collection<ArrayEdit<Element>>, oldCount: Int) {
    precondition(oldCount >= 0, "Kizuna: oldCount \(oldCount) must not be negative")
    if patch.count == 1, let edit = patch.first {
      self = Self.single(edit, oldCount: oldCount)
      return
    }
    var tags = Array(0..<oldCount)
    var updated = [Bool](repeating: false, count: oldCount)
    for edit in patch {
      switch edit {
      case .insert(_, let index):
        checkIndex(index, in: 0...tags.count, "insert at")
        tags.insert(-1, at: index)
      case .delete(let index):
        checkIndex(index, in: 0..<tags.count, "delete at")
        tags.remove(at: index)
      case .update(_, let index):
        checkIndex(index, in: 0..<tags.count, "update at")
        if tags[index] >= 0 { updated[tags[index]] = true }
      case .move(let from, let to):
        checkIndex(from, in: 0..<tags.count, "move from")
        checkIndex(to, in: 0..<tags.count, "move to")
        if from != to { tags.insert(tags.remove(at: from), at: to) }
      }
    }
    self = FlatDiffBuilder.diff(oldCount: oldCount, origins: tags, updated: updated)
  }

  /// The diff of a single step, equal to what tracking the step would give.
  @inlinable
  static func single<Element>(_ edit: ArrayEdit<Element>, oldCount: Int) -> Self {
    switch edit {
    case .insert(_, let index):
      checkIndex(index, in: 0...oldCount, "insert at")
      return Self(sortedDeletes: [], inserts: [index], updates: [], moves: [])
    case .delete(let index):
      checkIndex(index, in: 0..<oldCount, "delete at")
      return Self(sortedDeletes: [index], inserts: [], updates: [], moves: [])
    case .update(_, let index):
      checkIndex(index, in: 0..<oldCount, "update at")
      return Self(sortedDeletes: [], inserts: [], updates: [index], moves: [])
    case .move(let from, let to):
      checkIndex(from, in: 0..<oldCount, "move from")
      checkIndex(to, in: 0..<oldCount, "move to")
      if from == to { return Self() }
      // Swapping neighbours: the canonical choice moves the right-hand element left.
      let move =
        to == from + 1 ? CollectionMove(from: to, to: from) : CollectionMove(from: from, to: to)
      return Self(sortedDeletes: [], inserts: [], updates: [], moves: [move])
    }
  }

  /// Where each element of the new collection comes from: its old index, or `nil` if inserted.
  ///
  /// ```swift
  /// let diff = CollectionDiff(deletes: [0], inserts: [1])
  /// print(diff.origins(oldCount: 2, newCount: 2))   // prints "[Optional(1), nil]"
  /// ```
  ///
  /// - Parameters:
  ///   - oldCount: The number of elements before.
  ///   - newCount: The number of elements after; the program stops if the diff does not fit.
  /// - Returns: One entry per new position.
  public func origins(oldCount: Int, newCount: Int) -> [Int?] {
    FlatDiffBuilder.origins(of: self, oldCount: oldCount, newCount: newCount).map {
      $0 < 0 ? nil : $0
    }
  }

  /// Returns the patch that performs this diff: updates, then deletes, then moves, then inserts.
  ///
  /// Updates come first, at old indices; deletes run from the back; each move of the diff
  /// becomes one `move` step (none for elements that stay); inserts run from the front. The
  /// elements for inserts and updates are taken from `new`.
  ///
  /// ```swift
  /// let diff = CollectionDiff(from: ["a", "b", "c"], to: ["c", "a", "d"])
  /// let patch = diff.patch(oldCount: 3, to: ["c", "a", "d"])
  /// print(patch)
  /// // prints "[delete(at: 1), move(from: 1, to: 0), insert(d, at: 2)]"
  /// ```
  ///
  /// - Parameters:
  ///   - oldCount: The number of elements the diff starts from.
  ///   - new: The collection the diff leads to.
  /// - Returns: Steps such that `old.applying(patch) == new`.
  /// - Complexity: O(*n* log *n*).
  public func patch<Element>(oldCount: Int, to new: [Element]) -> [ArrayEdit<Element>] {
    if updates.isEmpty, moves.isEmpty {
      // Deletes and inserts only (a filter's new query): the steps are the positions as they
      // are, in O(changes); only updates and moves need the old-to-new map of every element.
      // The checks are those of the general path (the arrays are sorted: a repeat is next to
      // its twin).
      for (offset, index) in deletes.enumerated() {
        checkIndex(index, in: 0..<oldCount, "diff delete")
        precondition(
          offset == 0 || deletes[offset - 1] != index, "Kizuna: diff deletes \(index) twice")
      }
      for (offset, index) in inserts.enumerated() {
        checkIndex(index, in: 0..<new.count, "diff insert")
        precondition(
          offset == 0 || inserts[offset - 1] != index, "Kizuna: diff inserts \(index) twice")
      }
      precondition(
        oldCount - deletes.count + inserts.count == new.count,
        "Kizuna: diff \(self) does not turn \(oldCount) elements into \(new.count)")
      var patch: [ArrayEdit<Element>] = []
      patch.reserveCapacity(deletes.count + inserts.count)
      for index in deletes.reversed() { patch.append(.delete(at: index)) }
      for index in inserts { patch.append(.insert(new[index], at: index)) }
      return patch
    }
    let origins = FlatDiffBuilder.origins(of: self, oldCount: oldCount, newCount: new.count)
    var oldToNew = [Int](repeating: -1, count: oldCount)
    for (position, origin) in origins.enumerated() where origin >= 0 {
      oldToNew[origin] = position
    }
    var patch: [ArrayEdit<Element>] = []
    patch.reserveCapacity(count)
    for index in updates { patch.append(.update(new[oldToNew[index]], at: index)) }
    for index in deletes.reversed() { patch.append(.delete(at: index)) }
    if !moves.isEmpty { appendMoves(to: &patch, origins: origins, oldToNew: oldToNew) }
    for index in inserts { patch.append(.insert(new[index], at: index)) }
    return patch
  }

  /// Appends one `move` step per move, in order of target.
  ///
  /// Each moved element goes right after the survivor that precedes it in the new order. To
  /// know current indices in O(log n), every survivor gets its old slot, and every moved
  /// element also a destination slot placed right after its predecessor's slot; a Fenwick tree
  /// counts the occupied slots before a slot.
  private func appendMoves<Element>(
    to patch: inout [ArrayEdit<Element>], origins: [Int], oldToNew: [Int]
  ) {
    let oldCount = oldToNew.count
    var isMoved = [Bool](repeating: false, count: oldCount)
    for move in moves { isMoved[move.from] = true }
    // Moved elements that follow each unmoved survivor in the new order (-1: the start).
    var leading: [Int] = []
    var following: [Int: [Int]] = [:]
    var lastUnmoved = -1
    for origin in origins where origin >= 0 {
      if !isMoved[origin] {
        lastUnmoved = origin
      } else if lastUnmoved < 0 {
        leading.append(origin)
      } else {
        following[lastUnmoved, default: []].append(origin)
      }
    }
    var originalSlot = [Int](repeating: -1, count: oldCount)
    var destinationSlot = [Int](repeating: -1, count: oldCount)
    var occupied: [Bool] = []
    occupied.reserveCapacity(oldCount + moves.count)
    for element in leading {
      destinationSlot[element] = occupied.count
      occupied.append(false)
    }
    for element in 0..<oldCount where oldToNew[element] >= 0 {
      originalSlot[element] = occupied.count
      occupied.append(true)
      if !isMoved[element], let chain = following[element] {
        for moved in chain {
          destinationSlot[moved] = occupied.count
          occupied.append(false)
        }
      }
    }
    var tree = FenwickTree(occupied: occupied)
    for move in moves {
      let element = move.from
      let from = tree.countBefore(originalSlot[element])
      tree.add(-1, at: originalSlot[element])
      let to = tree.countBefore(destinationSlot[element])
      tree.add(1, at: destinationSlot[element])
      if from != to { patch.append(.move(from: from, to: to)) }
    }
  }
}
