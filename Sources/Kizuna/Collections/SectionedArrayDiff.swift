/// The difference between two sectioned arrays, in the form UIKit's batch updates want it.
///
/// ``sections`` holds section deletes and updates (old indices), inserts (new indices) and
/// moves. ``items`` holds item changes inside sections that exist both before and after:
/// deletes and updates at old paths, inserts at new paths, moves from old to new paths (also
/// across sections). Items of deleted and inserted sections go with their section and are not
/// listed; an item moved out of a deleted section is an insert, one moved into an inserted
/// section is a delete.
///
/// ```swift
/// let diff = SectionedArrayDiff(
///   from: [ArraySection(metadata: "A", items: [1, 2])],
///   to: [ArraySection(metadata: "A", items: [2, 3])],
///   sectionID: { $0 }, itemID: { $0 })
/// print(diff.items)   // prints "delete [[0, 0]], insert [[0, 1]]"
/// ```
public struct SectionedArrayDiff: Hashable, Sendable, CustomStringConvertible {
  /// Section deletes, inserts, updates (metadata changed) and moves.
  public var sections: CollectionDiff<Int>
  /// Item changes inside sections that exist before and after.
  public var items: CollectionDiff<ItemPath>

  /// Creates a diff from its section and item parts.
  public init(
    sections: CollectionDiff<Int> = CollectionDiff(),
    items: CollectionDiff<ItemPath> = CollectionDiff()
  ) {
    self.sections = sections
    self.items = items
  }

  /// Whether the diff changes nothing.
  public var isEmpty: Bool { sections.isEmpty && items.isEmpty }

  /// `sections: ..., items: ...`.
  public var description: String { "sections: \(sections); items: \(items)" }
}
