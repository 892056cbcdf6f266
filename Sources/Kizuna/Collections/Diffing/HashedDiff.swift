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
    let origins = hashedOrigins(old: old, new: new)
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
///
/// The common prefix and suffix match in place. In between, each new element, in order, takes
/// the old element right after the previous match if that one has its identity and is still
/// free, and otherwise the first free old element with its identity.
@inlinable func hashedOrigins<Element, ID: Hashable>(
  old: [Element], new: [Element], identity: (Element) -> ID
) -> [Int] {
  var origins = [Int](repeating: -1, count: new.count)
  let middle = matchCommonEnds(old: old, new: new, origins: &origins, identity: identity)
  if middle.old.isEmpty || middle.new.isEmpty { return origins }
  var oldIDs: [ID] = []
  oldIDs.reserveCapacity(middle.old.count)
  for index in middle.old { oldIDs.append(identity(old[index])) }
  matchMiddle(
    oldIDs: oldIDs, firstID: 0, old: middle.old, new: new, newRange: middle.new,
    origins: &origins, identity: identity)
  return origins
}

/// ``hashedOrigins(old:new:identity:)`` for elements that are their own identity, which reads
/// the old elements in place instead of copying their identities.
@inlinable func hashedOrigins<Element: Hashable>(old: [Element], new: [Element]) -> [Int] {
  var origins = [Int](repeating: -1, count: new.count)
  let middle = matchCommonEnds(old: old, new: new, origins: &origins) { $0 }
  if middle.old.isEmpty || middle.new.isEmpty { return origins }
  matchMiddle(
    oldIDs: old, firstID: middle.old.lowerBound, old: middle.old, new: new,
    newRange: middle.new, origins: &origins
  ) { $0 }
  return origins
}

/// Matches the common prefix and suffix of `old` and `new` in `origins` and returns the old
/// and new ranges between them.
@inlinable func matchCommonEnds<Element, ID: Hashable>(
  old: [Element], new: [Element], origins: inout [Int], identity: (Element) -> ID
) -> (old: Range<Int>, new: Range<Int>) {
  let oldCount = old.count
  let newCount = new.count
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
  return (prefix..<oldCount - suffix, prefix..<newCount - suffix)
}

/// Matches `new[newRange]` to the old elements `old` (a non-empty range of old indices), whose
/// identities are `oldIDs[firstID...]`, writing the old index of each match into `origins`.
@inlinable func matchMiddle<Element, ID: Hashable>(
  oldIDs: [ID], firstID: Int, old: Range<Int>, new: [Element], newRange: Range<Int>,
  origins: inout [Int], identity: (Element) -> ID
) {
  // Old elements by identity, in an open-addressing table of their offsets in `old`, mutated
  // in place, which beats a Dictionary on large inputs. A slot holds the last of the elements
  // with its identity; `heads[occupant]` is the first of them that may still be free, and
  // `next` chains the others in ascending order. Both exist only once an identity repeats.
  let middleCount = old.count
  precondition(middleCount < Int(Int32.max), "Kizuna: too many elements to diff")
  precondition(firstID >= 0 && firstID + middleCount <= oldIDs.count)
  var capacity = 16
  while capacity < middleCount * 2 { capacity <<= 1 }
  let mask = capacity - 1
  var slots = [Int32](repeating: -1, count: capacity)
  var heads: [Int32] = []
  var next: [Int32] = []
  var matched = [Bool](repeating: false, count: middleCount)
  // Every home slot first, in a loop of its own: the inserts below then run without a call
  // between them, and the processor overlaps their cache misses.
  var homes = [Int32](repeating: 0, count: middleCount)
  oldIDs.withUnsafeBufferPointer { oldIDs in
    // Unsafe buffers only to drop the bounds checks: `oldIDs` is read at `firstID + offset` for
    // offsets in 0..<middleCount, which the caller's ranges keep inside the array; `slots` at
    // slots masked into 0..<capacity; the other buffers at offsets in 0..<middleCount, from the
    // loops or read back from `slots`, `heads` and `next`, which only hold such offsets or -1
    // (tested before use).
    let oldIDs = UnsafeBufferPointer(rebasing: oldIDs[firstID..<firstID + middleCount])
    homes.withUnsafeMutableBufferPointer { homes in
      for offset in 0..<middleCount {
        homes[offset] = Int32(truncatingIfNeeded: oldIDs[offset].hashValue & mask)
      }
    }
    slots.withUnsafeMutableBufferPointer { slots in
      for offset in (0..<middleCount).reversed() {
        var slot = Int(homes[offset])
        while true {
          let occupant = Int(slots[slot])
          if occupant < 0 {
            slots[slot] = Int32(offset)
            break
          }
          if oldIDs[occupant] == oldIDs[offset] {
            if heads.isEmpty {
              heads = (0..<Int32(middleCount)).map { $0 }
              next = [Int32](repeating: -1, count: middleCount)
            }
            next[offset] = heads[occupant]
            heads[occupant] = Int32(offset)
            break
          }
          slot = (slot + 1) & mask
        }
      }
    }
    matched.withUnsafeMutableBufferPointer { matched in
      // `newRange` lies inside `new`, which has as many elements as `origins`.
      origins.withUnsafeMutableBufferPointer { origins in
        var predicted = 0  // the offset right after the previous match
        var resumed = 0  // where `predicted` was before the last match found by hashing
        let isUnique = heads.isEmpty  // no identity repeats among the old elements
        for position in newRange {
          let id = identity(new[position])
          // Most elements follow the previous one, as before: match them without hashing.
          if predicted < middleCount && !matched[predicted] && oldIDs[predicted] == id {
            matched[predicted] = true
            origins[position] = old.lowerBound + predicted
            predicted += 1
            continue
          }
          // If no identity repeats, an old element with this identity is the only one, so
          // the first free one wherever it is found: look first where an edit usually sends
          // the next element, past a deleted or moved-away one, or back after a moved-in one.
          if isUnique {
            var candidate = predicted + 1
            if !(candidate < middleCount && !matched[candidate] && oldIDs[candidate] == id) {
              candidate = resumed
            }
            if candidate < middleCount && !matched[candidate] && oldIDs[candidate] == id {
              matched[candidate] = true
              origins[position] = old.lowerBound + candidate
              predicted = candidate + 1
              continue
            }
          }
          var slot = id.hashValue & mask
          while true {
            let occupant = Int(slots[slot])
            if occupant < 0 { break }
            if oldIDs[occupant] == id {
              var offset = heads.isEmpty ? occupant : Int(heads[occupant])
              while offset >= 0 && matched[offset] {
                offset = heads.isEmpty ? -1 : Int(next[offset])
              }
              if offset >= 0 {
                matched[offset] = true
                origins[position] = old.lowerBound + offset
                resumed = predicted
                predicted = offset + 1
              }
              if !heads.isEmpty { heads[occupant] = offset >= 0 ? next[offset] : -1 }
              break
            }
            slot = (slot + 1) & mask
          }
        }
      }
    }
  }
}
