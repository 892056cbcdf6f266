/// Values kept in two orders at once: the upstream's, and a stable order by a comparison (values
/// that compare equal keep their upstream order, as the standard library's `sorted(by:)` keeps
/// them). The one mechanism behind ``ArraySorting`` and ``ArrayGrouping``.
///
/// Two ``RankTree``s share node IDs: one in upstream order, one in the comparison's order, so a
/// value's upstream position turns into its ordered position (and back) in O(log *n*). A value
/// is added in upstream order first, then *placed* in the ordered tree; finding its place
/// compares it with O(log *n*) others, and a tie costs one more O(log *n*) walk for the two
/// upstream ranks.
@usableFromInline
struct StableOrder<Value: Sendable>: Sendable {
  @usableFromInline var upstream = RankTree()
  @usableFromInline var ordered = RankTree()
  @usableFromInline var ids = RankTreeIDs()
  /// The value of each node ID.
  @usableFromInline var values: [Value?] = []

  @inlinable init() {}

  /// Forgets every value.
  @inlinable
  mutating func removeAll() {
    upstream.removeAll()
    ordered.removeAll()
    ids.removeAll()
    values.removeAll(keepingCapacity: true)
  }

  /// Adds `value` at upstream position `rank`, not yet placed in order; returns its ID.
  @inlinable
  mutating func insert(_ value: Value, atUpstream rank: Int) -> Int {
    let id = ids.make()
    if id >= values.count {
      values.append(contentsOf: repeatElement(nil, count: id + 1 - values.count))
    }
    values[id] = value
    upstream.insert(id, isWeighted: false, atRank: rank)
    return id
  }

  /// Removes `id` from the upstream order (take it out of the order first if it is placed).
  @inlinable
  mutating func remove(_ id: Int) {
    upstream.remove(id)
    values[id] = nil
    ids.free(id)
  }

  /// Moves `id` to upstream position `rank` (take it out of the order first if it is placed).
  @inlinable
  mutating func moveUpstream(_ id: Int, to rank: Int) {
    upstream.remove(id)
    upstream.insert(id, isWeighted: false, atRank: rank)
  }

  /// The ID at upstream position `rank`.
  @inlinable
  func id(atUpstream rank: Int) -> Int { upstream.node(atRank: rank) }

  /// The value of `id`.
  @inlinable
  func value(of id: Int) -> Value { values[id]! }

  /// Replaces the value of `id` (take it out of the order first if its place may change).
  @inlinable
  mutating func setValue(_ value: Value, of id: Int) { values[id] = value }

  /// The position of `id` in the order.
  @inlinable
  func orderedRank(of id: Int) -> Int { ordered.rank(of: id) }

  /// Puts `id` at its place in the order: after the values that come before it, and after the
  /// equal values that come before it upstream.
  @inlinable
  mutating func place(_ id: Int, by areInIncreasingOrder: (Value, Value) -> Bool) {
    let value = values[id]!
    var upstreamRank: Int?
    let upstream = self.upstream
    let values = self.values
    ordered.insert(id, isWeighted: false) { other in
      let otherValue = values[other]!
      if areInIncreasingOrder(value, otherValue) { return true }
      if areInIncreasingOrder(otherValue, value) { return false }
      // Equal values keep their upstream order.
      if upstreamRank == nil { upstreamRank = upstream.rank(of: id) }
      return upstreamRank! < upstream.rank(of: other)
    }
  }

  /// Takes `id` out of the order.
  @inlinable
  mutating func unplace(_ id: Int) { ordered.remove(id) }

  /// Orders every value anew (a stable sort of the upstream order); returns the IDs in order.
  @inlinable
  mutating func orderAll(by areInIncreasingOrder: (Value, Value) -> Bool) -> [Int] {
    ordered.removeAll()
    let upstreamOrder = upstream.inOrder()
    let values = self.values
    let sortedIDs = upstreamOrder.indices.sorted { first, second in
      let a = values[upstreamOrder[first]]!
      let b = values[upstreamOrder[second]]!
      if areInIncreasingOrder(a, b) { return true }
      if areInIncreasingOrder(b, a) { return false }
      return first < second
    }.map { upstreamOrder[$0] }
    for id in sortedIDs { ordered.insert(id, isWeighted: false, atRank: ordered.count) }
    return sortedIDs
  }

  /// The IDs in order.
  @inlinable
  func orderedIDs() -> [Int] { ordered.inOrder() }

  /// How many values come first in the order and satisfy `isBefore`, which must hold for a
  /// prefix of the order (a lower bound, in O(log *n*) calls).
  @inlinable
  func orderedCount(where isBefore: (Value) -> Bool) -> Int {
    let values = self.values
    return ordered.prefixCount { isBefore(values[$0]!) }
  }

  /// One more than the largest ID given out.
  @inlinable
  var idCapacity: Int { ids.capacity }
}
