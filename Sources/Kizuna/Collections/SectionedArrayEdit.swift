/// One step of a sectioned patch, applied to the sections as the previous steps left them.
///
/// Item moves go across sections too: `moveItem(from:to:)` removes the item at `from` and
/// inserts it at `to`, in the coordinates of the sections with the item removed.
///
/// ```swift
/// var sections = [ArraySection(metadata: "A", items: [1, 2]), ArraySection(metadata: "B", items: [3])]
/// sections.apply(SectionedArrayEdit.moveItem(from: ItemPath(section: 0, item: 0),
///                                           to: ItemPath(section: 1, item: 1)))
/// print(sections)   // prints "[A: [2], B: [3, 1]]"
/// ```
public enum SectionedArrayEdit<Metadata, Item> {
  /// Inserts a whole section (with its items) at an index (0 through the section count).
  case insertSection(ArraySection<Metadata, Item>, at: Int)
  /// Removes a section and its items.
  case deleteSection(at: Int)
  /// Replaces the metadata of a section.
  case updateSection(Metadata, at: Int)
  /// Moves a section (with its items).
  case moveSection(from: Int, to: Int)
  /// Inserts an item.
  case insertItem(Item, at: ItemPath)
  /// Removes an item.
  case deleteItem(at: ItemPath)
  /// Replaces an item.
  case updateItem(Item, at: ItemPath)
  /// Moves an item, within its section or to another one.
  case moveItem(from: ItemPath, to: ItemPath)
}

extension SectionedArrayEdit: Equatable where Metadata: Equatable, Item: Equatable {}
extension SectionedArrayEdit: Hashable where Metadata: Hashable, Item: Hashable {}
extension SectionedArrayEdit: Sendable where Metadata: Sendable, Item: Sendable {}

extension SectionedArrayEdit: CustomStringConvertible {
  /// The step as it is written, with paths as `[section, item]`: `insertItem(x, at: [0, 1])`,
  /// `deleteSection(at: 2)`, `moveItem(from: [0, 0], to: [1, 3])`.
  ///
  /// ```swift
  /// let edit = SectionedArrayEdit<String, Int>.insertItem(7, at: ItemPath(section: 0, item: 1))
  /// print(edit)   // prints "insertItem(7, at: [0, 1])"
  /// ```
  public var description: String {
    switch self {
    case .insertSection(let section, let index): "insertSection(\(section), at: \(index))"
    case .deleteSection(let index): "deleteSection(at: \(index))"
    case .updateSection(let metadata, let index): "updateSection(\(metadata), at: \(index))"
    case .moveSection(let from, let to): "moveSection(from: \(from), to: \(to))"
    case .insertItem(let item, let path): "insertItem(\(item), at: \(path))"
    case .deleteItem(let path): "deleteItem(at: \(path))"
    case .updateItem(let item, let path): "updateItem(\(item), at: \(path))"
    case .moveItem(let from, let to): "moveItem(from: \(from), to: \(to))"
    }
  }
}

extension Array {
  /// Applies one sectioned patch step in place.
  ///
  /// - Parameter edit: A step whose indices are valid now (the program stops with a message
  ///   naming the bad index and the valid range otherwise).
  @inlinable
  public mutating func apply<Metadata, Item>(_ edit: SectionedArrayEdit<Metadata, Item>)
  where Element == ArraySection<Metadata, Item> {
    switch edit {
    case .insertSection(let section, let index):
      checkIndex(index, in: 0...count, "insert section at")
      insert(section, at: index)
    case .deleteSection(let index):
      checkIndex(index, in: 0..<count, "delete section at")
      remove(at: index)
    case .updateSection(let metadata, let index):
      checkIndex(index, in: 0..<count, "update section at")
      self[index].metadata = metadata
    case .moveSection(let from, let to):
      checkIndex(from, in: 0..<count, "move section from")
      checkIndex(to, in: 0..<count, "move section to")
      moveElement(from: from, to: to)
    case .insertItem(let item, let path):
      checkIndex(path.section, in: 0..<count, "insert item in section")
      checkIndex(path.item, in: 0...self[path.section].items.count, "insert item at")
      self[path.section].items.insert(item, at: path.item)
    case .deleteItem(let path):
      checkIndex(path.section, in: 0..<count, "delete item in section")
      checkIndex(path.item, in: 0..<self[path.section].items.count, "delete item at")
      self[path.section].items.remove(at: path.item)
    case .updateItem(let item, let path):
      checkIndex(path.section, in: 0..<count, "update item in section")
      checkIndex(path.item, in: 0..<self[path.section].items.count, "update item at")
      self[path.section].items[path.item] = item
    case .moveItem(let from, let to):
      checkIndex(from.section, in: 0..<count, "move item from section")
      checkIndex(from.item, in: 0..<self[from.section].items.count, "move item from")
      checkIndex(to.section, in: 0..<count, "move item to section")
      if to.section == from.section {
        // Within one section, as after the removal: 0...count - 1.
        checkIndex(to.item, in: 0...self[to.section].items.count - 1, "move item to")
        self[to.section].items.moveElement(from: from.item, to: to.item)
        return
      }
      let item = self[from.section].items.remove(at: from.item)
      checkIndex(to.item, in: 0...self[to.section].items.count, "move item to")
      self[to.section].items.insert(item, at: to.item)
    }
  }

  /// Returns a copy with every step of a sectioned patch applied, in order.
  ///
  /// - Parameter patch: Steps whose indices are valid when their turn comes.
  /// - Returns: The patched sections.
  public func applying<Metadata, Item>(
    _ patch: some Sequence<SectionedArrayEdit<Metadata, Item>>
  )
    -> [ArraySection<Metadata, Item>]
  where Element == ArraySection<Metadata, Item> {
    var copy = self
    for edit in patch { copy.apply(edit) }
    return copy
  }
}
