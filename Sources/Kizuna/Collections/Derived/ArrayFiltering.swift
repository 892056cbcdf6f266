/// The derivation of ``ObservableArrayProtocol/filter(_:)``, ``ObservableArrayProtocol/compactMap(_:)``
/// and ``ObservableArrayProtocol/filter(by:_:)``: the upstream's elements in a ``RankTree`` in
/// upstream order, each weighted by whether it is included, so that an upstream position turns
/// into a derived one in O(log *n*).
@usableFromInline
struct ArrayFiltering<Source: Sendable, Element: Sendable, Query: Sendable>: CollectionDerivation,
  Sendable
{
  @usableFromInline typealias Upstream = ArrayChangeset<Source>
  @usableFromInline typealias Output = FlatOutput<Element>

  /// The derived element of an upstream element under a query; nil if it is left out.
  @usableFromInline let evaluate: @Sendable (Source, Query) -> Element?
  /// Whether the upstream's elements are kept, to evaluate them again under a new query.
  @usableFromInline let keepsSources: Bool
  /// The query in force; nil until the first one arrives (nothing is included meanwhile).
  @usableFromInline var query: Query?
  @usableFromInline var tree = RankTree()
  @usableFromInline var ids = RankTreeIDs()
  /// The upstream element of each node ID, if `keepsSources`.
  @usableFromInline var sources: [Source?] = []

  /// - Parameters:
  ///   - query: The query from the start, or nil if it comes from a signal.
  ///   - keepsSources: Whether queries can change (the elements are then kept).
  ///   - evaluate: The derived element of an upstream element, or nil to leave it out.
  @inlinable
  init(
    query: Query?, keepsSources: Bool,
    evaluate: @escaping @Sendable (Source, Query) -> Element?
  ) {
    self.query = query
    self.keepsSources = keepsSources
    self.evaluate = evaluate
  }

  @inlinable
  mutating func reset(_ elements: [Source]) -> [Element] {
    tree.removeAll()
    ids.removeAll()
    sources.removeAll(keepingCapacity: true)
    var derived: [Element] = []
    for element in elements {
      let value = derive(element)
      let id = add(element)
      tree.insert(id, isWeighted: value != nil, atRank: tree.count)
      if let value { derived.append(value) }
    }
    return derived
  }

  @inlinable
  mutating func translate(_ step: ArrayEdit<Source>, into edits: inout [ArrayEdit<Element>]) {
    switch step {
    case .insert(let element, let index):
      let value = derive(element)
      let id = add(element)
      tree.insert(id, isWeighted: value != nil, atRank: index)
      if let value { edits.append(.insert(value, at: tree.weightedRank(of: id))) }
    case .delete(let index):
      let id = tree.node(atRank: index)
      if tree.isWeighted(id) { edits.append(.delete(at: tree.weightedRank(of: id))) }
      tree.remove(id)
      remove(id)
    case .update(let element, let index):
      let id = tree.node(atRank: index)
      let wasIncluded = tree.isWeighted(id)
      let value = derive(element)
      if keepsSources { sources[id] = element }
      tree.setWeighted(id, value != nil)
      let position = tree.weightedRank(of: id)
      switch (wasIncluded, value) {
      case (true, let value?): edits.append(.update(value, at: position))
      case (false, let value?): edits.append(.insert(value, at: position))
      case (true, nil): edits.append(.delete(at: position))
      case (false, nil): break
      }
    case .move(let from, let to):
      let id = tree.node(atRank: from)
      let isIncluded = tree.isWeighted(id)
      let oldPosition = isIncluded ? tree.weightedRank(of: id) : 0
      tree.remove(id)
      tree.insert(id, isWeighted: isIncluded, atRank: to)
      if isIncluded {
        let newPosition = tree.weightedRank(of: id)
        if newPosition != oldPosition { edits.append(.move(from: oldPosition, to: newPosition)) }
      }
    }
  }

  /// Evaluates every element under `query`: the elements that leave are deleted, those that
  /// enter are inserted; those included before and after stay as they are.
  @inlinable
  mutating func changeQuery(
    _ query: Query, from current: [Element]
  ) -> ([Element], ArrayChangeset<Element>)? {
    precondition(keepsSources, "Kizuna: internal error: a fixed filter got a query")
    self.query = query
    var derived: [Element] = []
    derived.reserveCapacity(current.count)
    var deletes: [Int] = []
    var inserts: [Int] = []
    var oldPosition = 0
    // One walk in upstream order: each element evaluated, its weight set, and the tree's
    // sums brought up to date on the way (not one walk to the root per element that flips).
    let sources = self.sources
    let evaluate = self.evaluate
    tree.reweighInOrder { id, weight in
      guard let source = sources[id] else { return weight }
      let value = evaluate(source, query)
      if weight != 0 {
        if value != nil {
          // An element included before and after keeps its derived value.
          derived.append(current[oldPosition])
        } else {
          deletes.append(oldPosition)
        }
        oldPosition += 1
      } else if let value {
        inserts.append(derived.count)
        derived.append(value)
      }
      return value == nil ? 0 : 1
    }
    guard !deletes.isEmpty || !inserts.isEmpty else { return nil }
    let diff = CollectionDiff<Int>(sortedDeletes: deletes, inserts: inserts, updates: [], moves: [])
    return (derived, ArrayChangeset(collection: derived, diff: diff, oldCount: current.count))
  }

  // MARK: - Private

  @inlinable
  func derive(_ element: Source) -> Element? {
    guard let query else { return nil }
    return evaluate(element, query)
  }

  @inlinable
  mutating func add(_ element: Source) -> Int {
    let id = ids.make()
    if keepsSources {
      if id >= sources.count {
        sources.append(contentsOf: repeatElement(nil, count: id + 1 - sources.count))
      }
      sources[id] = element
    }
    return id
  }

  @inlinable
  mutating func remove(_ id: Int) {
    if keepsSources { sources[id] = nil }
    ids.free(id)
  }
}
