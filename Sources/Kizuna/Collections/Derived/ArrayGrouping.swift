/// The derivation of ``ObservableArrayProtocol/grouped(by:)``: one section per key, sections in
/// the keys' order, items in upstream order within their section.
///
/// The grouped items, read section after section, are the upstream sorted by key (stably), so
/// they live in two ``RankTree``s as in ``ArraySorting``: one in upstream order, one in that
/// order. An item's place in its section is its rank in the second tree minus the number of
/// items with smaller keys (a descent of the same tree); a section's index is a binary search
/// in the sorted keys. A key's first item inserts its section, its last item's delete deletes
/// it. An update that changes an item's key moves it between sections when both stay, and
/// deletes and inserts it when one of them appears or vanishes.
@usableFromInline
struct ArrayGrouping<Element: Sendable, Key: Hashable & Sendable>: CollectionDerivation, Sendable {
  @usableFromInline typealias Upstream = ArrayChangeset<Element>
  @usableFromInline typealias Output = SectionedOutput<Key, Element>
  @usableFromInline typealias Section = ArraySection<Key, Element>

  @usableFromInline let key: @Sendable (Element) -> Key
  @usableFromInline let areInIncreasingOrder: @Sendable (Key, Key) -> Bool
  @usableFromInline var upstream = RankTree()
  @usableFromInline var grouped = RankTree()
  @usableFromInline var ids = RankTreeIDs()
  /// The element and its key, by node ID.
  @usableFromInline var entries: [(element: Element, key: Key)?] = []
  /// The keys that have a section, in section order.
  @usableFromInline var keys: [Key] = []
  /// How many items each key's section holds.
  @usableFromInline var itemCounts: [Key: Int] = [:]

  @inlinable
  init(
    key: @escaping @Sendable (Element) -> Key,
    areInIncreasingOrder: @escaping @Sendable (Key, Key) -> Bool
  ) {
    self.key = key
    self.areInIncreasingOrder = areInIncreasingOrder
  }

  @inlinable
  mutating func reset(_ elements: [Element]) -> [Section] {
    upstream.removeAll()
    grouped.removeAll()
    ids.removeAll()
    entries.removeAll(keepingCapacity: true)
    keys.removeAll()
    itemCounts.removeAll()
    for element in elements {
      let id = add(element)
      upstream.insert(id, isWeighted: false, atRank: upstream.count)
    }
    let upstreamOrder = upstream.inOrder()
    let entries = self.entries
    let areInIncreasingOrder = self.areInIncreasingOrder
    let order = upstreamOrder.indices.sorted { first, second in
      let a = entries[upstreamOrder[first]]!.key
      let b = entries[upstreamOrder[second]]!.key
      if areInIncreasingOrder(a, b) { return true }
      if areInIncreasingOrder(b, a) { return false }
      return first < second
    }.map { upstreamOrder[$0] }
    var sections: [Section] = []
    for id in order {
      grouped.insert(id, isWeighted: false, atRank: grouped.count)
      let (element, key) = entries[id]!
      if let last = sections.last, last.metadata == key {
        sections[sections.count - 1].items.append(element)
      } else {
        sections.append(Section(metadata: key, items: [element]))
        keys.append(key)
      }
      itemCounts[key, default: 0] += 1
    }
    return sections
  }

  @inlinable
  mutating func translate(
    _ step: ArrayEdit<Element>, into edits: inout [SectionedArrayEdit<Key, Element>]
  ) {
    switch step {
    case .insert(let element, let index):
      insert(element, atUpstream: index, into: &edits)
    case .delete(let index):
      delete(atUpstream: index, into: &edits)
    case .update(let element, let index):
      let id = upstream.node(atRank: index)
      let oldKey = entries[id]!.key
      let newKey = key(element)
      if newKey == oldKey {
        entries[id] = (element, newKey)
        edits.append(.updateItem(element, at: path(of: id)))
      } else if itemCounts[oldKey]! > 1, let newCount = itemCounts[newKey] {
        // Both sections stay: the item is updated and moves from one to the other.
        let oldPath = path(of: id)
        grouped.remove(id)
        entries[id] = (element, newKey)
        itemCounts[oldKey]! -= 1
        itemCounts[newKey] = newCount + 1
        place(id)
        edits.append(.updateItem(element, at: oldPath))
        edits.append(.moveItem(from: oldPath, to: path(of: id)))
      } else {
        // A section appears or vanishes: out of the old one, into the new one.
        delete(atUpstream: index, into: &edits)
        insert(element, atUpstream: index, key: newKey, into: &edits)
      }
    case .move(let from, let to):
      let id = upstream.node(atRank: from)
      let oldPath = path(of: id)
      grouped.remove(id)
      upstream.remove(id)
      upstream.insert(id, isWeighted: false, atRank: to)
      place(id)
      let newPath = path(of: id)
      if newPath != oldPath { edits.append(.moveItem(from: oldPath, to: newPath)) }
    }
  }

  @inlinable
  mutating func changeQuery(
    _ query: Never, from current: [Section]
  ) -> ([Section], SectionedArrayChangeset<Key, Element>)? {}

  // MARK: - Private

  @inlinable
  mutating func insert(
    _ element: Element, atUpstream index: Int, key: Key? = nil,
    into edits: inout [SectionedArrayEdit<Key, Element>]
  ) {
    let id = add(element, key: key)
    let key = entries[id]!.key
    upstream.insert(id, isWeighted: false, atRank: index)
    place(id)
    let section = sectionIndex(of: key)
    if let count = itemCounts[key] {
      itemCounts[key] = count + 1
      edits.append(.insertItem(element, at: ItemPath(section: section, item: item(of: id, key))))
    } else {
      itemCounts[key] = 1
      keys.insert(key, at: section)
      edits.append(.insertSection(Section(metadata: key, items: [element]), at: section))
    }
  }

  @inlinable
  mutating func delete(
    atUpstream index: Int, into edits: inout [SectionedArrayEdit<Key, Element>]
  ) {
    let id = upstream.node(atRank: index)
    let key = entries[id]!.key
    let path = path(of: id)
    grouped.remove(id)
    upstream.remove(id)
    entries[id] = nil
    ids.free(id)
    let count = itemCounts[key]!
    if count == 1 {
      itemCounts[key] = nil
      keys.remove(at: path.section)
      edits.append(.deleteSection(at: path.section))
    } else {
      itemCounts[key] = count - 1
      edits.append(.deleteItem(at: path))
    }
  }

  @inlinable
  mutating func add(_ element: Element, key: Key? = nil) -> Int {
    let id = ids.make()
    if id >= entries.count {
      entries.append(contentsOf: repeatElement(nil, count: id + 1 - entries.count))
    }
    entries[id] = (element, key ?? self.key(element))
    return id
  }

  /// Puts `id` (already in the upstream tree) at its place in the grouped tree.
  @inlinable
  mutating func place(_ id: Int) {
    let key = entries[id]!.key
    var upstreamRank: Int?
    let upstream = self.upstream
    let entries = self.entries
    let areInIncreasingOrder = self.areInIncreasingOrder
    grouped.insert(id, isWeighted: false) { other in
      let otherKey = entries[other]!.key
      if areInIncreasingOrder(key, otherKey) { return true }
      if areInIncreasingOrder(otherKey, key) { return false }
      if upstreamRank == nil { upstreamRank = upstream.rank(of: id) }
      return upstreamRank! < upstream.rank(of: other)
    }
  }

  /// Where `key`'s section is, or would be inserted (a binary search of the sorted keys).
  @inlinable
  func sectionIndex(of key: Key) -> Int {
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) / 2
      if areInIncreasingOrder(keys[middle], key) { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The position of `id` in its section: its rank minus the items of smaller keys.
  @inlinable
  func item(of id: Int, _ key: Key) -> Int {
    let entries = self.entries
    let areInIncreasingOrder = self.areInIncreasingOrder
    let before = grouped.prefixCount { areInIncreasingOrder(entries[$0]!.key, key) }
    return grouped.rank(of: id) - before
  }

  @inlinable
  func path(of id: Int) -> ItemPath {
    let key = entries[id]!.key
    return ItemPath(section: sectionIndex(of: key), item: item(of: id, key))
  }
}
