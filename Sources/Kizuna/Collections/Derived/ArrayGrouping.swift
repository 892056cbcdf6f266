/// The derivation of ``ObservableArrayProtocol/grouped(by:)``: one section per key, sections in
/// the keys' order, items in upstream order within their section.
///
/// The grouped items, read section after section, are the upstream sorted by key (stably), so
/// they live in a ``StableOrder`` ordered by key, as ``ArraySorting``'s elements are. An item's
/// place in its section is its ordered rank minus the number of items with smaller keys (a
/// descent of the same tree); a section's index is a binary search in the sorted keys. A key's
/// first item inserts its section, its last item's delete deletes it. An update that changes an
/// item's key moves it between sections when both stay, and deletes and inserts it when one of
/// them appears or vanishes.
@usableFromInline
struct ArrayGrouping<Element: Sendable, Key: Hashable & Sendable>: CollectionDerivation, Sendable {
  @usableFromInline typealias Upstream = ArrayChangeset<Element>
  @usableFromInline typealias Output = SectionedOutput<Key, Element>
  @usableFromInline typealias Section = ArraySection<Key, Element>

  /// An element and its key (computed once, when the element arrives).
  @usableFromInline
  struct Entry: Sendable {
    @usableFromInline var element: Element
    @usableFromInline var key: Key

    @inlinable init(element: Element, key: Key) {
      self.element = element
      self.key = key
    }
  }

  @usableFromInline let key: @Sendable (Element) -> Key
  @usableFromInline let areInIncreasingOrder: @Sendable (Key, Key) -> Bool
  @usableFromInline var entries = StableOrder<Entry>()
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
    entries.removeAll()
    keys.removeAll()
    itemCounts.removeAll()
    for element in elements {
      _ = entries.insert(
        Entry(element: element, key: key(element)), atUpstream: entries.upstream.count)
    }
    let areInIncreasingOrder = self.areInIncreasingOrder
    let order = entries.orderAll { areInIncreasingOrder($0.key, $1.key) }
    var sections: [Section] = []
    for id in order {
      let entry = entries.value(of: id)
      if let last = sections.last, last.metadata == entry.key {
        sections[sections.count - 1].items.append(entry.element)
      } else {
        sections.append(Section(metadata: entry.key, items: [entry.element]))
        keys.append(entry.key)
      }
      itemCounts[entry.key, default: 0] += 1
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
      let id = entries.id(atUpstream: index)
      let oldKey = entries.value(of: id).key
      let newKey = key(element)
      if newKey == oldKey {
        entries.setValue(Entry(element: element, key: newKey), of: id)
        edits.append(.updateItem(element, at: path(of: id)))
      } else if itemCounts[oldKey]! > 1, let newCount = itemCounts[newKey] {
        // Both sections stay: the item is updated and moves from one to the other.
        let oldPath = path(of: id)
        entries.unplace(id)
        entries.setValue(Entry(element: element, key: newKey), of: id)
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
      let id = entries.id(atUpstream: from)
      let oldPath = path(of: id)
      entries.unplace(id)
      entries.moveUpstream(id, to: to)
      place(id)
      let newPath = path(of: id)
      appendMove(from: oldPath, to: newPath, into: &edits)
    }
  }

  /// Appends the move of the item at `from` to `to`, joined with the patch's last step when
  /// that step moved this item to `from` (a key change and then an upstream move, as a sorted
  /// upstream sends for a changed score): `move(a, b)` then `move(b, c)` is `move(a, c)`, and
  /// nothing when `c == a`, so the change set keeps the two-step shape whose diff is read off
  /// its steps instead of the general conversion, which tracks every item.
  @inlinable
  func appendMove(
    from: ItemPath, to: ItemPath, into edits: inout [SectionedArrayEdit<Key, Element>]
  ) {
    guard from != to else { return }
    if case .moveItem(let first, let middle) = edits.last, middle == from {
      edits.removeLast()
      if first != to { edits.append(.moveItem(from: first, to: to)) }
    } else {
      edits.append(.moveItem(from: from, to: to))
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
    let key = key ?? self.key(element)
    let id = entries.insert(Entry(element: element, key: key), atUpstream: index)
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
    let id = entries.id(atUpstream: index)
    let key = entries.value(of: id).key
    let path = path(of: id)
    entries.unplace(id)
    entries.remove(id)
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

  /// Puts `id` at its place: by key, then in upstream order.
  @inlinable
  mutating func place(_ id: Int) {
    let areInIncreasingOrder = self.areInIncreasingOrder
    entries.place(id) { areInIncreasingOrder($0.key, $1.key) }
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
    let areInIncreasingOrder = self.areInIncreasingOrder
    let before = entries.orderedCount { areInIncreasingOrder($0.key, key) }
    return entries.orderedRank(of: id) - before
  }

  @inlinable
  func path(of id: Int) -> ItemPath {
    let key = entries.value(of: id).key
    return ItemPath(section: sectionIndex(of: key), item: item(of: id, key))
  }
}
