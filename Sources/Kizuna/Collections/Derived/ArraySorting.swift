/// The derivation of ``ObservableArrayProtocol/sorted(by:)`` and
/// ``ObservableArrayProtocol/sorted(by:_:)``: the upstream's elements in a ``StableOrder``, so
/// that an element's upstream position turns into its sorted position (and back) in
/// O(log *n*).
///
/// The sort is stable: elements that compare equal keep their upstream order, as the standard
/// library's `sorted(by:)` keeps them. An update that changes an element's place becomes an
/// update and a move; an upstream move changes the sorted order only among equal elements.
@usableFromInline
struct ArraySorting<Element: Sendable, Order: Sendable>: CollectionDerivation, Sendable {
  @usableFromInline typealias Upstream = ArrayChangeset<Element>
  @usableFromInline typealias Output = FlatOutput<Element>

  @usableFromInline let areInIncreasingOrder: @Sendable (Element, Element, Order) -> Bool
  /// The order in force; nil until the first one arrives (the array is empty meanwhile, and
  /// no element is placed).
  @usableFromInline var order: Order?
  @usableFromInline var elements = StableOrder<Element>()

  @inlinable
  init(order: Order?, areInIncreasingOrder: @escaping @Sendable (Element, Element, Order) -> Bool) {
    self.order = order
    self.areInIncreasingOrder = areInIncreasingOrder
  }

  @inlinable
  mutating func reset(_ newElements: [Element]) -> [Element] {
    elements.removeAll()
    for element in newElements { _ = elements.insert(element, atUpstream: elements.upstream.count) }
    guard let order else { return [] }
    return sortAll(order)
  }

  @inlinable
  mutating func translate(_ step: ArrayEdit<Element>, into edits: inout [ArrayEdit<Element>]) {
    switch step {
    case .insert(let element, let index):
      let id = elements.insert(element, atUpstream: index)
      guard let order else { return }
      place(id, order)
      edits.append(.insert(element, at: elements.orderedRank(of: id)))
    case .delete(let index):
      let id = elements.id(atUpstream: index)
      if order != nil {
        edits.append(.delete(at: elements.orderedRank(of: id)))
        elements.unplace(id)
      }
      elements.remove(id)
    case .update(let element, let index):
      let id = elements.id(atUpstream: index)
      guard let order else {
        elements.setValue(element, of: id)
        return
      }
      let oldPosition = elements.orderedRank(of: id)
      elements.unplace(id)
      elements.setValue(element, of: id)
      place(id, order)
      let newPosition = elements.orderedRank(of: id)
      edits.append(.update(element, at: oldPosition))
      if newPosition != oldPosition { edits.append(.move(from: oldPosition, to: newPosition)) }
    case .move(let from, let to):
      let id = elements.id(atUpstream: from)
      guard let order else {
        elements.moveUpstream(id, to: to)
        return
      }
      let oldPosition = elements.orderedRank(of: id)
      elements.unplace(id)
      elements.moveUpstream(id, to: to)
      // Only among equal elements can the upstream order change the sorted one.
      place(id, order)
      let newPosition = elements.orderedRank(of: id)
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
    let oldOrder = hadOrder ? elements.orderedIDs() : []
    self.order = order
    let derived = sortAll(order)
    guard hadOrder else {
      guard !derived.isEmpty else { return nil }
      let diff = CollectionDiff<Int>(
        sortedDeletes: [], inserts: Array(derived.indices), updates: [], moves: [])
      return (derived, ArrayChangeset(collection: derived, diff: diff, oldCount: 0))
    }
    // Old position of each node, then the old positions in the new order.
    var oldPositionOfID = [Int](repeating: 0, count: elements.idCapacity)
    for (position, id) in oldOrder.enumerated() { oldPositionOfID[id] = position }
    let oldPositions = elements.orderedIDs().map { oldPositionOfID[$0] }
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

  /// Puts `id` at its sorted place under `order`.
  @inlinable
  mutating func place(_ id: Int, _ order: Order) {
    let areInIncreasingOrder = self.areInIncreasingOrder
    elements.place(id) { areInIncreasingOrder($0, $1, order) }
  }

  /// Sorts every element under `order`; returns the sorted elements.
  @inlinable
  mutating func sortAll(_ order: Order) -> [Element] {
    let areInIncreasingOrder = self.areInIncreasingOrder
    let sortedIDs = elements.orderAll { areInIncreasingOrder($0, $1, order) }
    return sortedIDs.map { elements.value(of: $0) }
  }
}
