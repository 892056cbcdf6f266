extension CollectionDiff where Index == Int {
  /// Creates the diff between two arrays of hashable elements, with exact moves.
  ///
  /// Equal elements are matched (the first equal old element for the first equal new one);
  /// unmatched old elements are deleted, unmatched new ones inserted, and of the matched ones
  /// only those outside one longest run that keeps its order are moved. Elements are their
  /// own identity, so there are no updates.
  ///
  /// ```swift
  /// let diff = CollectionDiff(from: ["a", "b", "c", "d"], to: ["b", "c", "a", "e"])
  /// print(diff)   // prints "delete [3], insert [3], move [0 -> 2]"
  /// ```
  ///
  /// - Complexity: O(*n* + *d* log *d*) expected, for *n* elements and *d* edits: common
  ///   prefixes and suffixes are skipped, the rest is matched with one hash table.
  @inlinable
  public init<Element: Hashable>(from old: [Element], to new: [Element]) {
    let origins = hashedOrigins(old: old, new: new) { $0 }
    self = FlatDiffBuilder.diff(oldCount: old.count, origins: origins, updated: nil)
  }

  /// Creates the diff between two arrays whose elements carry an identity, with exact moves
  /// and updates.
  ///
  /// Elements with the same identity are matched; a matched element whose value changed is
  /// reported in ``updates`` (by its old index), and moved if its position changed relative
  /// to the others. Use it with `Identifiable` elements: `identifiedBy: \.id`.
  ///
  /// ```swift
  /// struct Row: Equatable { var id: Int; var title: String }
  /// let old = [Row(id: 1, title: "a"), Row(id: 2, title: "b")]
  /// let new = [Row(id: 2, title: "B"), Row(id: 1, title: "a")]
  /// print(CollectionDiff(from: old, to: new, identifiedBy: \.id))
  /// // prints "update [1], move [1 -> 0]"
  /// ```
  ///
  /// - Parameters:
  ///   - old: The elements before.
  ///   - new: The elements after.
  ///   - identity: The identity of an element; equal identities mean "the same element".
  /// - Complexity: O(*n* + *d* log *d*) expected.
  @inlinable
  public init<Element: Equatable, ID: Hashable>(
    from old: [Element], to new: [Element], identifiedBy identity: (Element) -> ID
  ) {
    let origins = hashedOrigins(old: old, new: new, identity: identity)
    var updated = [Bool](repeating: false, count: old.count)
    for (position, origin) in origins.enumerated() where origin >= 0 {
      if old[origin] != new[position] { updated[origin] = true }
    }
    self = FlatDiffBuilder.diff(oldCount: old.count, origins: origins, updated: updated)
  }
}

/// Matches new elements to old ones by identity: the old index for each new position, or -1.
@inlinable func hashedOrigins<Element, ID: Hashable>(
  old: [Element], new: [Element], identity: (Element) -> ID
) -> [Int] {
  let oldCount = old.count
  let newCount = new.count
  var origins = [Int](repeating: -1, count: newCount)
  var prefix = 0
  while prefix < oldCount && prefix < newCount && identity(old[prefix]) == identity(new[prefix]) {
    origins[prefix] = prefix
    prefix += 1
  }
  var suffix = 0
  while suffix < oldCount - prefix && suffix < newCount - prefix
    && identity(old[oldCount - 1 - suffix]) == identity(new[newCount - 1 - suffix])
  {
    origins[newCount - 1 - suffix] = oldCount - 1 - suffix
    suffix += 1
  }
  let oldEnd = oldCount - suffix
  let newEnd = newCount - suffix
  if prefix == oldEnd || prefix == newEnd { return origins }
  // Old elements by identity, in an open-addressing table of old indices: compact (two
  // Int32 per slot, one cache line per probe) and mutated in place, which beats a Dictionary
  // on large inputs. Equal identities share a slot; `next` chains them in order.
  let middleCount = oldEnd - prefix
  var oldIDs: [ID] = []
  oldIDs.reserveCapacity(middleCount)
  for index in prefix..<oldEnd { oldIDs.append(identity(old[index])) }
  var capacity = 16
  while capacity < middleCount * 2 { capacity <<= 1 }
  let mask = capacity - 1
  // slots[2k]: an index with the slot's identity (-1: empty); slots[2k+1]: the first index
  // of the chain that may still be unmatched.
  var slots = [Int32](repeating: -1, count: capacity * 2)
  var next = [Int32](repeating: -1, count: middleCount)
  var matched = [Bool](repeating: false, count: middleCount)
  slots.withUnsafeMutableBufferPointer { slots in
    next.withUnsafeMutableBufferPointer { next in
      matched.withUnsafeMutableBufferPointer { matched in
        for index in (0..<middleCount).reversed() {
          let id = oldIDs[index]
          var slot = id.hashValue & mask
          while true {
            let occupant = Int(slots[2 * slot])
            if occupant < 0 {
              slots[2 * slot] = Int32(index)
              slots[2 * slot + 1] = Int32(index)
              break
            }
            if oldIDs[occupant] == id {
              next[index] = slots[2 * slot + 1]
              slots[2 * slot + 1] = Int32(index)
              break
            }
            slot = (slot + 1) & mask
          }
        }
        var predicted = 0  // the old index right after the previous match
        for position in prefix..<newEnd {
          let id = identity(new[position])
          // Most elements follow the previous one, as before: match them without hashing.
          if predicted < middleCount && !matched[predicted] && oldIDs[predicted] == id {
            matched[predicted] = true
            origins[position] = prefix + predicted
            predicted += 1
            continue
          }
          var slot = id.hashValue & mask
          while true {
            let occupant = Int(slots[2 * slot])
            if occupant < 0 { break }
            if oldIDs[occupant] == id {
              var index = Int(slots[2 * slot + 1])
              while index >= 0 && matched[index] { index = Int(next[index]) }
              if index >= 0 {
                matched[index] = true
                origins[position] = prefix + index
                predicted = index + 1
                slots[2 * slot + 1] = next[index]
              } else {
                slots[2 * slot + 1] = -1
              }
              break
            }
            slot = (slot + 1) & mask
          }
        }
      }
    }
  }
  return origins
}
