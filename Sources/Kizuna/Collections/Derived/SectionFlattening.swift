/// The derivation of `flattened()` on sectioned arrays: the items of every section, in order.
///
/// The sections live in a ``RankTree`` in section order, each weighted by its item count, so
/// the flat position of item `i` of section `s` is the weight of the sections before `s` plus
/// `i`, found in O(log *s*). Section metadata is dropped; a section inserted, deleted or moved
/// inserts, deletes or moves its items.
@usableFromInline
struct SectionFlattening<Metadata: Sendable, Item: Sendable>: CollectionDerivation, Sendable {
  @usableFromInline typealias Upstream = SectionedArrayChangeset<Metadata, Item>
  @usableFromInline typealias Output = FlatOutput<Item>

  @usableFromInline var sections = RankTree()
  @usableFromInline var ids = RankTreeIDs()

  @inlinable init() {}

  @inlinable
  mutating func reset(_ upstream: [ArraySection<Metadata, Item>]) -> [Item] {
    sections.removeAll()
    ids.removeAll()
    for section in upstream {
      sections.insert(ids.make(), weight: section.items.count, atRank: sections.count)
    }
    return upstream.flatMap(\.items)
  }

  @inlinable
  mutating func translate(
    _ step: SectionedArrayEdit<Metadata, Item>, into edits: inout [ArrayEdit<Item>]
  ) {
    switch step {
    case .insertSection(let section, let index):
      let id = ids.make()
      sections.insert(id, weight: section.items.count, atRank: index)
      let start = sections.weightedRank(of: id)
      for (offset, item) in section.items.enumerated() {
        edits.append(.insert(item, at: start + offset))
      }
    case .deleteSection(let index):
      let id = sections.node(atRank: index)
      let start = sections.weightedRank(of: id)
      for _ in 0..<sections.weight(of: id) { edits.append(.delete(at: start)) }
      sections.remove(id)
      ids.free(id)
    case .updateSection:
      break
    case .moveSection(let from, let to):
      guard from != to else { return }
      let id = sections.node(atRank: from)
      let count = sections.weight(of: id)
      let start = sections.weightedRank(of: id)
      sections.remove(id)
      sections.insert(id, weight: count, atRank: to)
      let newStart = sections.weightedRank(of: id)
      // The block's items one by one: each step's indices as the steps before left them.
      if newStart > start {
        for _ in 0..<count { edits.append(.move(from: start, to: newStart + count - 1)) }
      } else if newStart < start {
        for offset in 0..<count {
          edits.append(.move(from: start + offset, to: newStart + offset))
        }
      }
    case .insertItem(let item, let path):
      let id = sections.node(atRank: path.section)
      sections.setWeight(of: id, to: sections.weight(of: id) + 1)
      edits.append(.insert(item, at: sections.weightedRank(of: id) + path.item))
    case .deleteItem(let path):
      let id = sections.node(atRank: path.section)
      edits.append(.delete(at: sections.weightedRank(of: id) + path.item))
      sections.setWeight(of: id, to: sections.weight(of: id) - 1)
    case .updateItem(let item, let path):
      let id = sections.node(atRank: path.section)
      edits.append(.update(item, at: sections.weightedRank(of: id) + path.item))
    case .moveItem(let from, let to):
      let source = sections.node(atRank: from.section)
      let position = sections.weightedRank(of: source) + from.item
      sections.setWeight(of: source, to: sections.weight(of: source) - 1)
      // The target path counts the sections with the item removed, as the flat `to` does.
      let target = sections.node(atRank: to.section)
      let newPosition = sections.weightedRank(of: target) + to.item
      sections.setWeight(of: target, to: sections.weight(of: target) + 1)
      if newPosition != position { edits.append(.move(from: position, to: newPosition)) }
    }
  }

  @inlinable
  mutating func changeQuery(_ query: Never, from current: [Item]) -> ([Item], ArrayChangeset<Item>)?
  {}
}
