extension SectionedArrayDiff {
  /// Creates the diff of a sectioned patch: what the ordered steps did, in UIKit's batch form.
  ///
  /// Every section and item is tracked through the steps, so items inserted and deleted again
  /// do not appear, and an item moved from a deleted section becomes an insert.
  ///
  /// ```swift
  /// let patch: [SectionedArrayEdit<String, Int>] = [
  ///   .moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 0)),
  /// ]
  /// print(SectionedArrayDiff(patch: patch, oldItemCounts: [2, 1]).items)
  /// // prints "move [[0, 0] -> [1, 0]]"
  /// ```
  ///
  /// - Parameters:
  ///   - patch: Steps whose indices are valid when their turn comes (the program stops with a
  ///     message naming the bad index and the valid range otherwise).
  ///   - oldItemCounts: The number of items in each section before the patch.
  /// - Complexity: O(1) for one step; O(*n* × *k*) for *k* steps on *n* items and sections.
  public init<Metadata, Item>(
    patch: some Sequence<SectionedArrayEdit<Metadata, Item>>, oldItemCounts: [Int]
  ) {
    var steps = patch.makeIterator()
    guard let first = steps.next() else {
      self.init()
      return
    }
    guard let second = steps.next() else {
      Self.checkSingle(
        first, sectionCount: oldItemCounts.count, itemCount: { oldItemCounts[$0] })
      self = Self(validSingle: first)
      return
    }
    self = Self(
      tracking: [first, second] + IteratorSequence(steps), oldItemCounts: oldItemCounts)
  }

  /// Stops the program, naming the bad index and the valid range, unless `edit` is valid for
  /// sections with the given counts.
  ///
  /// - Parameters:
  ///   - edit: The step.
  ///   - sectionCount: The number of sections before the step.
  ///   - itemCount: The number of items in a section (valid index) before the step.
  /// - Complexity: O(1).
  @inline(__always)
  static func checkSingle<Metadata, Item>(
    _ edit: SectionedArrayEdit<Metadata, Item>, sectionCount: Int, itemCount: (Int) -> Int
  ) {
    switch edit {
    case .insertSection(_, let index):
      checkIndex(index, in: 0...sectionCount, "insert section at")
    case .deleteSection(let index):
      checkIndex(index, in: 0..<sectionCount, "delete section at")
    case .updateSection(_, let index):
      checkIndex(index, in: 0..<sectionCount, "update section at")
    case .moveSection(let from, let to):
      checkIndex(from, in: 0..<sectionCount, "move section from")
      checkIndex(to, in: 0..<sectionCount, "move section to")
    case .insertItem(_, let path):
      checkIndex(path.section, in: 0..<sectionCount, "insert item in section")
      checkIndex(path.item, in: 0...itemCount(path.section), "insert item at")
    case .deleteItem(let path):
      checkIndex(path.section, in: 0..<sectionCount, "delete item in section")
      checkIndex(path.item, in: 0..<itemCount(path.section), "delete item at")
    case .updateItem(_, let path):
      checkIndex(path.section, in: 0..<sectionCount, "update item in section")
      checkIndex(path.item, in: 0..<itemCount(path.section), "update item at")
    case .moveItem(let from, let to):
      checkIndex(from.section, in: 0..<sectionCount, "move item from section")
      checkIndex(from.item, in: 0..<itemCount(from.section), "move item from")
      checkIndex(to.section, in: 0..<sectionCount, "move item to section")
      let targetCount = itemCount(to.section) - (from.section == to.section ? 1 : 0)
      checkIndex(to.item, in: 0...targetCount, "move item to")
    }
  }

  /// The diff of one step whose indices are valid, equal to what tracking the step gives.
  ///
  /// - Complexity: O(1).
  @inlinable
  init<Metadata, Item>(validSingle edit: SectionedArrayEdit<Metadata, Item>) {
    switch edit {
    case .insertSection(_, let index):
      self.init(
        sections: CollectionDiff(sortedDeletes: [], inserts: [index], updates: [], moves: []),
        items: .unchanged)
    case .deleteSection(let index):
      self.init(
        sections: CollectionDiff(sortedDeletes: [index], inserts: [], updates: [], moves: []),
        items: .unchanged)
    case .updateSection(_, let index):
      self.init(
        sections: CollectionDiff(sortedDeletes: [], inserts: [], updates: [index], moves: []),
        items: .unchanged)
    case .moveSection(let from, let to):
      guard from != to else {
        self.init(sections: .unchanged, items: .unchanged)
        return
      }
      // Swapping neighbours: the canonical choice moves the right-hand one left (as tracking,
      // whose longest increasing subsequence keeps the left-hand one).
      let move =
        to == from + 1 ? CollectionMove(from: to, to: from) : CollectionMove(from: from, to: to)
      self.init(
        sections: CollectionDiff(sortedDeletes: [], inserts: [], updates: [], moves: [move]),
        items: .unchanged)
    case .insertItem(_, let path):
      self.init(
        sections: .unchanged,
        items: CollectionDiff(sortedDeletes: [], inserts: [path], updates: [], moves: []))
    case .deleteItem(let path):
      self.init(
        sections: .unchanged,
        items: CollectionDiff(sortedDeletes: [path], inserts: [], updates: [], moves: []))
    case .updateItem(_, let path):
      self.init(
        sections: .unchanged,
        items: CollectionDiff(sortedDeletes: [], inserts: [], updates: [path], moves: []))
    case .moveItem(let from, let to):
      guard from != to else {
        self.init(sections: .unchanged, items: .unchanged)
        return
      }
      var move = CollectionMove(from: from, to: to)
      if from.section == to.section, to.item == from.item + 1 {
        move = CollectionMove(from: to, to: from)
      }
      self.init(
        sections: .unchanged,
        items: CollectionDiff(sortedDeletes: [], inserts: [], updates: [], moves: [move]))
    }
  }

  /// The diff of a patch, by tracking every section and item through its steps.
  ///
  /// - Complexity: O(*n* × *k*) for *k* steps on *n* items and sections.
  package init<Metadata, Item>(
    tracking patch: some Sequence<SectionedArrayEdit<Metadata, Item>>, oldItemCounts: [Int]
  ) {
    var sectionTags = Array(oldItemCounts.indices)
    var itemTags: [[ItemPath?]] = oldItemCounts.enumerated().map { section, count in
      (0..<count).map { ItemPath(section: section, item: $0) }
    }
    var updatedSections = [Bool](repeating: false, count: oldItemCounts.count)
    var updatedItems: Set<ItemPath> = []
    func checkSection(_ index: Int, _ what: StaticString) {
      checkIndex(index, in: 0..<sectionTags.count, what)
    }
    for edit in patch {
      switch edit {
      case .insertSection(let section, let index):
        checkIndex(index, in: 0...sectionTags.count, "insert section at")
        sectionTags.insert(-1, at: index)
        itemTags.insert([ItemPath?](repeating: nil, count: section.items.count), at: index)
      case .deleteSection(let index):
        checkSection(index, "delete section at")
        sectionTags.remove(at: index)
        itemTags.remove(at: index)
      case .updateSection(_, let index):
        checkSection(index, "update section at")
        if sectionTags[index] >= 0 { updatedSections[sectionTags[index]] = true }
      case .moveSection(let from, let to):
        checkSection(from, "move section from")
        checkSection(to, "move section to")
        if from != to {
          sectionTags.insert(sectionTags.remove(at: from), at: to)
          itemTags.insert(itemTags.remove(at: from), at: to)
        }
      case .insertItem(_, let path):
        checkSection(path.section, "insert item in section")
        checkIndex(path.item, in: 0...itemTags[path.section].count, "insert item at")
        itemTags[path.section].insert(nil, at: path.item)
      case .deleteItem(let path):
        checkSection(path.section, "delete item in section")
        checkIndex(path.item, in: 0..<itemTags[path.section].count, "delete item at")
        itemTags[path.section].remove(at: path.item)
      case .updateItem(_, let path):
        checkSection(path.section, "update item in section")
        checkIndex(path.item, in: 0..<itemTags[path.section].count, "update item at")
        if let origin = itemTags[path.section][path.item] { updatedItems.insert(origin) }
      case .moveItem(let from, let to):
        checkSection(from.section, "move item from section")
        checkIndex(from.item, in: 0..<itemTags[from.section].count, "move item from")
        checkSection(to.section, "move item to section")
        let tag = itemTags[from.section].remove(at: from.item)
        checkIndex(to.item, in: 0...itemTags[to.section].count, "move item to")
        itemTags[to.section].insert(tag, at: to.item)
      }
    }
    self = SectionedDiffBuilder.diff(
      oldItemCounts: oldItemCounts, sectionOrigins: sectionTags, itemOrigins: itemTags,
      updatedSections: updatedSections, updatedItems: updatedItems)
  }

  /// Creates the diff between two sectioned arrays by matching sections and items by identity.
  ///
  /// Sections are matched by `sectionID`, items by `itemID` across all sections (so an item
  /// can move between sections). Matched sections whose metadata changed, and matched items
  /// whose value changed, are reported as updates.
  ///
  /// ```swift
  /// let old = [ArraySection(metadata: "A", items: [1, 2]), ArraySection(metadata: "B", items: [3])]
  /// let new = [ArraySection(metadata: "B", items: [3, 1]), ArraySection(metadata: "A", items: [2])]
  /// let diff = SectionedArrayDiff(from: old, to: new, sectionID: { $0 }, itemID: { $0 })
  /// print(diff)
  /// // prints "sections: move [1 -> 0]; items: move [[0, 0] -> [0, 1]]"
  /// ```
  ///
  /// - Complexity: O(*n* + *d* log *n*) expected, for *n* sections and items.
  public init<Metadata: Equatable, Item: Equatable, SectionID: Hashable, ItemID: Hashable>(
    from old: [ArraySection<Metadata, Item>], to new: [ArraySection<Metadata, Item>],
    sectionID: (Metadata) -> SectionID, itemID: (Item) -> ItemID
  ) {
    let sectionOrigins = hashedOrigins(old: old, new: new) { sectionID($0.metadata) }
    var updatedSections = [Bool](repeating: false, count: old.count)
    for (position, origin) in sectionOrigins.enumerated() where origin >= 0 {
      if old[origin].metadata != new[position].metadata { updatedSections[origin] = true }
    }
    // Old items by identity, first occurrence first.
    var queues: [ItemID: [ItemPath]] = [:]
    for (section, content) in old.enumerated() {
      for (row, item) in content.items.enumerated() {
        queues[itemID(item), default: []].append(ItemPath(section: section, item: row))
      }
    }
    var heads: [ItemID: Int] = [:]
    var updatedItems: Set<ItemPath> = []
    let itemOrigins: [[ItemPath?]] = new.map { section in
      section.items.map { item -> ItemPath? in
        let id = itemID(item)
        guard let queue = queues[id] else { return nil }
        let head = heads[id, default: 0]
        guard head < queue.count else { return nil }
        heads[id] = head + 1
        let origin = queue[head]
        if old[origin.section].items[origin.item] != item { updatedItems.insert(origin) }
        return origin
      }
    }
    self = SectionedDiffBuilder.diff(
      oldItemCounts: old.map { $0.items.count }, sectionOrigins: sectionOrigins,
      itemOrigins: itemOrigins, updatedSections: updatedSections, updatedItems: updatedItems)
  }

  /// Returns the patch that performs this diff.
  ///
  /// The order is: updates (old positions), item deletes, section deletes, section moves,
  /// section inserts (with their items), item moves, item inserts. Each move of the diff
  /// becomes one step. Metadata, items and inserted sections are taken from `new`.
  ///
  /// - Parameters:
  ///   - oldItemCounts: The number of items in each section before.
  ///   - new: The sections the diff leads to; the program stops if the diff does not fit.
  /// - Returns: Steps such that `old.applying(patch) == new`.
  /// - Complexity: O(*n* × *m*) for *n* items and *m* moves.
  public func patch<Metadata, Item>(
    oldItemCounts: [Int], to new: [ArraySection<Metadata, Item>]
  ) -> [SectionedArrayEdit<Metadata, Item>] {
    let mapping = SectionedDiffBuilder.mapping(
      of: self, oldItemCounts: oldItemCounts, newItemCounts: new.map { $0.items.count })
    var patch: [SectionedArrayEdit<Metadata, Item>] = []
    for index in sections.updates {
      patch.append(.updateSection(new[mapping.sectionTargets[index]].metadata, at: index))
    }
    for path in items.updates {
      let target = mapping.itemTargets[path.section][path.item]!
      patch.append(.updateItem(new[target.section].items[target.item], at: path))
    }
    for path in items.deletes.reversed() { patch.append(.deleteItem(at: path)) }
    for index in sections.deletes.reversed() { patch.append(.deleteSection(at: index)) }
    // Sections: the surviving old sections, in old order; moves place each moved section
    // right after the surviving section that precedes it in the new order.
    var currentSections = oldItemCounts.indices.filter { mapping.sectionTargets[$0] >= 0 }
    for move in sections.moves {
      let from = currentSections.firstIndex(of: move.from)!
      currentSections.remove(at: from)
      let to =
        predecessorIndex(
          before: move.to, in: mapping.sectionOrigins, current: currentSections) + 1
      currentSections.insert(move.from, at: to)
      if from != to { patch.append(.moveSection(from: from, to: to)) }
    }
    for index in sections.inserts {
      patch.append(.insertSection(new[index], at: index))
    }
    // Items: in each surviving section, its old items that are not deleted, in old order.
    var currentItems: [[ItemPath?]] = mapping.sectionOrigins.map { origin in
      guard origin >= 0 else { return [] }
      return (0..<oldItemCounts[origin]).filter { mapping.itemTargets[origin][$0] != nil }.map {
        ItemPath(section: origin, item: $0)
      }
    }
    for move in items.moves {
      let fromSection = mapping.sectionTargets[move.from.section]
      let from = currentItems[fromSection].firstIndex(of: move.from)!
      currentItems[fromSection].remove(at: from)
      let to =
        predecessorIndex(
          before: move.to.item, in: mapping.itemOrigins[move.to.section],
          current: currentItems[move.to.section]) + 1
      currentItems[move.to.section].insert(move.from, at: to)
      let source = ItemPath(section: fromSection, item: from)
      let target = ItemPath(section: move.to.section, item: to)
      if source != target { patch.append(.moveItem(from: source, to: target)) }
    }
    for path in items.inserts {
      patch.append(.insertItem(new[path.section].items[path.item], at: path))
    }
    return patch
  }
}

/// The current index of the last survivor before `position` in the new order, or -1.
private func predecessorIndex<Tag: Equatable>(
  before position: Int, in origins: [Tag?], current: [Tag?]
) -> Int {
  var index = position - 1
  while index >= 0 {
    if let origin = origins[index], let found = current.firstIndex(of: origin) {
      return found
    }
    index -= 1
  }
  return -1
}

private func predecessorIndex(before position: Int, in origins: [Int], current: [Int]) -> Int {
  var index = position - 1
  while index >= 0 {
    let origin = origins[index]
    if origin >= 0, let found = current.firstIndex(of: origin) { return found }
    index -= 1
  }
  return -1
}
