extension ArrayChangeset {
  /// Stops the program, naming what is wrong, unless this change set is well formed for a
  /// collection of `oldCount` elements: its diff is sorted and fits `oldCount` and
  /// ``collection``, its patch is valid step by step, and both describe the same change.
  ///
  /// Observable arrays call it on every change set they send in debug builds; tests call it on
  /// change sets they build. Not API: the name says so.
  ///
  /// - Parameter oldCount: The number of elements before the change.
  /// - Complexity: O(*n* × *k*) for *k* patch steps on *n* elements.
  public func _checkInvariants(oldCount: Int) {
    let newCount = collection.count
    switch kind {
    case .initial:
      precondition(
        oldCount == 0, "Kizuna: an initial change set starts from nothing, not \(oldCount)")
      precondition(
        diff == CollectionDiff(inserts: Array(0..<newCount)),
        "Kizuna: an initial change set inserts every element; its diff is \(diff)")
    case .replacement:
      precondition(
        diff == CollectionDiff(deletes: Array(0..<oldCount), inserts: Array(0..<newCount)),
        "Kizuna: a replacement deletes every old element and inserts every new one; its diff is \(diff)"
      )
    case .edits:
      diff._checkSorted()
    }
    // Traps, naming the index, if the diff does not fit.
    _ = FlatDiffBuilder.origins(of: diff, oldCount: oldCount, newCount: newCount)
    let tracked = CollectionDiff(patch: patch, oldCount: oldCount)
    precondition(
      tracked == diff, "Kizuna: the patch \(patch) makes the diff \(tracked), not \(diff)")
  }
}

extension SectionedArrayChangeset {
  /// Stops the program, naming what is wrong, unless this change set is well formed for
  /// sections with `oldItemCounts` items: its diff is sorted and fits the old counts and
  /// ``collection``, its patch is valid step by step, and both describe the same change.
  ///
  /// Observable sectioned arrays call it on every change set they send in debug builds; tests
  /// call it on change sets they build. Not API: the name says so.
  ///
  /// - Parameter oldItemCounts: The number of items in each section before the change.
  /// - Complexity: O(*n* × *k*) for *k* patch steps on *n* items and sections.
  public func _checkInvariants(oldItemCounts: [Int]) {
    let newItemCounts = collection.map { $0.items.count }
    switch kind {
    case .initial:
      precondition(
        oldItemCounts.isEmpty,
        "Kizuna: an initial change set starts from no sections, not \(oldItemCounts.count)")
      precondition(
        diff == SectionedArrayDiff(sections: CollectionDiff(inserts: Array(collection.indices))),
        "Kizuna: an initial change set inserts every section; its diff is \(diff)")
    case .replacement:
      precondition(
        diff
          == SectionedArrayDiff(
            sections: CollectionDiff(
              deletes: Array(oldItemCounts.indices), inserts: Array(collection.indices))),
        "Kizuna: a replacement deletes every old section and inserts every new one; its diff is \(diff)"
      )
    case .edits:
      diff.sections._checkSorted()
      diff.items._checkSorted()
    }
    // Traps, naming the path, if the diff does not fit.
    _ = SectionedDiffBuilder.mapping(
      of: diff, oldItemCounts: oldItemCounts, newItemCounts: newItemCounts)
    let tracked = SectionedArrayDiff(patch: patch, oldItemCounts: oldItemCounts)
    precondition(
      tracked == diff, "Kizuna: the patch makes the diff \(tracked), not \(diff)")
  }
}

extension CollectionDiff {
  /// Stops the program unless deletes, inserts and updates are strictly ascending and moves
  /// are ordered by target, as every initializer keeps them.
  func _checkSorted() {
    func strictlyAscending(_ indices: [Index], _ name: String) {
      for (earlier, later) in zip(indices, indices.dropFirst()) {
        precondition(earlier < later, "Kizuna: diff \(name) \(indices) are not strictly ascending")
      }
    }
    strictlyAscending(deletes, "deletes")
    strictlyAscending(inserts, "inserts")
    strictlyAscending(updates, "updates")
    strictlyAscending(moves.map { $0.to }, "move targets")
  }
}
