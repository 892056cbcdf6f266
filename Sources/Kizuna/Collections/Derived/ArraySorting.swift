/// The derivation of ``ObservableArrayProtocol/sorted(by:)`` and
/// ``ObservableArrayProtocol/sorted(by:_:)``: the upstream's elements in two ``RankTree``s
/// sharing node IDs, one in upstream order and one in sorted order, so that an element's
/// upstream position turns into its sorted position (and back) in O(log *n*).
///
/// The sort is stable: elements that compare equal keep their upstream order, as the standard
/// library's `sorted(by:)` keeps them. An update that changes an element's place becomes an
/// update and a move; an upstream move changes the sorted order only among equal elements.
@usableFromInline
struct ArraySorting<Element: Sendable, Order: Sendable>: CollectionDerivation, Sendable {
  @usableFromInline typealias Upstream = ArrayChangeset<Element>
  @usableFromInline typealias Output = FlatOutput<Element>

  @usableFromInline let areInIncreasingOrder: @Sendable (Element, Element, Order) -> Bool
  /// The order in force; nil until the first one arrives (the array is empty meanwhile).
  @usableFromInline var order: Order?
  @usableFromInline var upstream = RankTree()
  @usableFromInline var sorted = RankTree()
  @usableFromInline var ids = RankTreeIDs()
  /// The element of each node ID.
  @usableFromInline var elements: [Element?] = []

  @inlinable
  init(order: Order?, areInIncreasingOrder: @escaping @Sendable (Element, Element, Order) -> Bool) {
    self.order = order
    self.areInIncreasingOrder = areInIncreasingOrder
  }

  @inlinable
  mutating func reset(_ newElements: [Element]) -> [Element] {
    upstream.removeAll()
    sorted.removeAll()
    ids.removeAll()
    elements.removeAll(keepingCapacity: true)
    for element in newElements {
      let id = ids.make()
      store(element, at: id)
      upstream.insert(id, isWeighted: false, atRank: upstream.count)
    }
    guard let order else { return [] }
    return sortAll(order)
  }

  @inlinable
  mutating func translate(_ step: ArrayEdit<Element>, into edits: inout [ArrayEdit<Element>]) {
    switch step {
    case .insert(let element, let index):
      let id = ids.make()
      store(element, at: id)
      upstream.insert(id, isWeighted: false, atRank: index)
      guard let order else { return }
      place(id, order)
      edits.append(.insert(element, at: sorted.rank(of: id)))
    case .delete(let index):
      let id = upstream.node(atRank: index)
      if order != nil {
        edits.append(.delete(at: sorted.rank(of: id)))
        sorted.remove(id)
      }
      upstream.remove(id)
      elements[id] = nil
      ids.free(id)
    case .update(let element, let index):
      let id = upstream.node(atRank: index)
      elements[id] = element
      guard let order else { return }
      let oldPosition = sorted.rank(of: id)
      sorted.remove(id)
      place(id, order)
      let newPosition = sorted.rank(of: id)
      edits.append(.update(element, at: oldPosition))
      if newPosition != oldPosition { edits.append(.move(from: oldPosition, to: newPosition)) }
    case .move(let from, let to):
      let id = upstream.node(atRank: from)
      let oldPosition = order != nil ? sorted.rank(of: id) : 0
      if order != nil { sorted.remove(id) }
      upstream.remove(id)
      upstream.insert(id, isWeighted: false, atRank: to)
      guard let order else { return }
      // Only among equal elements can the upstream order change the sorted one.
      place(id, order)
      let newPosition = sorted.rank(of: id)
      if newPosition != oldPosition { edits.append(.move(from: oldPosition, to: newPosition)) }
    }
  }

  /// Sorts every element by the new order; the elements that change places relative to the
  /// others (all but a longest run that keeps its relative order) move.
  @inlinable
  mutating func changeQuery(
    _ order: Order, from current: [Element]
  ) -> ([Element], ArrayChangeset<Element>)? {
    let hadOrder = self.order != nil
    let oldOrder = hadOrder ? sorted.inOrder() : []
    self.order = order
    let derived = sortAll(order)
    guard hadOrder else {
      guard !derived.isEmpty else { return nil }
      let diff = CollectionDiff<Int>(
        sortedDeletes: [], inserts: Array(derived.indices), updates: [], moves: [])
      return (derived, ArrayChangeset(collection: derived, diff: diff, oldCount: 0))
    }
    // Old position of each node, then the old positions in the new order.
    var oldPositionOfID = [Int](repeating: 0, count: ids.capacity)
    for (position, id) in oldOrder.enumerated() { oldPositionOfID[id] = position }
    let oldPositions = sorted.inOrder().map { oldPositionOfID[$0] }
    let staying = longestIncreasingSubsequenceMask(oldPositions)
    var moves: [CollectionMove<Int>] = []
    for (newPosition, oldPosition) in oldPositions.enumerated() where !staying[newPosition] {
      moves.append(CollectionMove(from: oldPosition, to: newPosition))
    }
    guard !moves.isEmpty else { return nil }
    let diff = CollectionDiff<Int>(sortedDeletes: [], inserts: [], updates: [], moves: moves)
    return (derived, ArrayChangeset(collection: derived, diff: diff, oldCount: current.count))
  }

  // MARK: - Private

  @inlinable
  mutating func store(_ element: Element, at id: Int) {
    if id >= elements.count {
      elements.append(contentsOf: repeatElement(nil, count: id + 1 - elements.count))
    }
    elements[id] = element
  }

  /// Puts `id` (already in the upstream tree) at its place in the sorted tree.
  @inlinable
  mutating func place(_ id: Int, _ order: Order) {
    let element = elements[id]!
    var upstreamRank: Int?
    let upstream = self.upstream
    let elements = self.elements
    let areInIncreasingOrder = self.areInIncreasingOrder
    sorted.insert(id, isWeighted: false) { other in
      let otherElement = elements[other]!
      if areInIncreasingOrder(element, otherElement, order) { return true }
      if areInIncreasingOrder(otherElement, element, order) { return false }
      // Equal elements keep their upstream order.
      if upstreamRank == nil { upstreamRank = upstream.rank(of: id) }
      return upstreamRank! < upstream.rank(of: other)
    }
  }

  /// Rebuilds the sorted tree from the upstream order; returns the sorted elements.
  @inlinable
  mutating func sortAll(_ order: Order) -> [Element] {
    sorted.removeAll()
    let upstreamOrder = upstream.inOrder()
    let areInIncreasingOrder = self.areInIncreasingOrder
    let elements = self.elements
    // A stable sort of the upstream order (equal elements by upstream position), then the tree
    // built in that order.
    let ids = upstreamOrder.indices.sorted { first, second in
      let a = elements[upstreamOrder[first]]!
      let b = elements[upstreamOrder[second]]!
      if areInIncreasingOrder(a, b, order) { return true }
      if areInIncreasingOrder(b, a, order) { return false }
      return first < second
    }.map { upstreamOrder[$0] }
    for id in ids { sorted.insert(id, isWeighted: false, atRank: sorted.count) }
    return ids.map { elements[$0]! }
  }
}
