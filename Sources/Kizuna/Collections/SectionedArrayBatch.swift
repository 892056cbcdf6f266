/// The sections inside ``MutableObservableSectionedArray/batchUpdate(_:)``: edits made here
/// are recorded and delivered as one change set.
///
/// ```swift
/// let table = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1])])
/// table.batchUpdate { table in
///   table.appendSection(ArraySection(metadata: "B", items: [2]))
///   table.moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 1))
/// }
/// print(table.collection)   // prints "[A: [], B: [2, 1]]"
/// ```
public struct SectionedArrayBatch<Metadata, Item> {
  /// The sections as the edits so far left them.
  public private(set) var collection: [ArraySection<Metadata, Item>]
  /// The edits so far, in order.
  public private(set) var patch: [SectionedArrayEdit<Metadata, Item>] = []

  init(_ collection: [ArraySection<Metadata, Item>]) {
    self.collection = collection
  }

  /// Applies and records one edit.
  ///
  /// - Parameter edit: A step whose indices are valid now (the program stops with a message
  ///   naming the bad index and the valid range otherwise).
  public mutating func apply(_ edit: SectionedArrayEdit<Metadata, Item>) {
    collection.apply(edit)
    patch.append(edit)
  }

  /// The number of sections.
  public var sectionCount: Int { collection.count }

  /// The item at `path`; setting it records an update.
  public subscript(path: ItemPath) -> Item {
    get {
      checkIndex(path.section, in: 0..<collection.count, "section")
      checkIndex(path.item, in: 0..<collection[path.section].items.count, "item")
      return collection[path.section].items[path.item]
    }
    set { apply(.updateItem(newValue, at: path)) }
  }

  /// Adds a section at the end.
  public mutating func appendSection(_ section: ArraySection<Metadata, Item>) {
    apply(.insertSection(section, at: collection.count))
  }

  /// Inserts a section at `index` (0 through the section count).
  public mutating func insertSection(_ section: ArraySection<Metadata, Item>, at index: Int) {
    apply(.insertSection(section, at: index))
  }

  /// Removes the section at `index` with its items.
  public mutating func removeSection(at index: Int) { apply(.deleteSection(at: index)) }

  /// Moves the section at `from` so that it ends up at `to`.
  public mutating func moveSection(from: Int, to: Int) { apply(.moveSection(from: from, to: to)) }

  /// Replaces the metadata of the section at `index`.
  public mutating func updateMetadata(_ metadata: Metadata, ofSection index: Int) {
    apply(.updateSection(metadata, at: index))
  }

  /// Adds `item` at the end of section `section`.
  public mutating func appendItem(_ item: Item, toSection section: Int) {
    checkIndex(section, in: 0..<collection.count, "append item to section")
    apply(.insertItem(item, at: ItemPath(section: section, item: collection[section].items.count)))
  }

  /// Inserts `item` at `path`.
  public mutating func insertItem(_ item: Item, at path: ItemPath) {
    apply(.insertItem(item, at: path))
  }

  /// Removes and returns the item at `path`.
  @discardableResult
  public mutating func removeItem(at path: ItemPath) -> Item {
    let item = self[path]
    apply(.deleteItem(at: path))
    return item
  }

  /// Moves the item at `from` so that it ends up at `to`, in the same or another section.
  public mutating func moveItem(from: ItemPath, to: ItemPath) {
    apply(.moveItem(from: from, to: to))
  }

  /// Removes every section (from the last to the first).
  public mutating func removeAll() {
    for index in collection.indices.reversed() { apply(.deleteSection(at: index)) }
  }
}
