/// One change of an observable sectioned array: the new sections, the patch and the diff.
///
/// Like ``ArrayChangeset``, for an array of sections: the ``patch`` lists section and item
/// steps in order; the ``diff`` gives section and item changes in UIKit's batch form. Both
/// describe the same change: `old.applying(patch) == collection`.
///
/// ```swift
/// let table = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1, 2])])
/// table.observeNext { print($0.kind, $0.diff.items) }   // prints "initial no changes"
/// table.appendItem(3, toSection: 0)                    // prints "edits insert [[0, 2]]"
/// ```
public struct SectionedArrayChangeset<Metadata, Item> {
  /// The parts, in one immutable object, so that a copy retains one reference.
  @usableFromInline let parts:
    ChangesetParts<
      [ArraySection<Metadata, Item>], [SectionedArrayEdit<Metadata, Item>], SectionedArrayDiff
    >

  /// Whether this is an observer's first look, edits, or a replacement without diff.
  @inlinable public var kind: ChangesetKind { parts.kind }
  /// The sections after the change.
  @inlinable public var collection: [ArraySection<Metadata, Item>] { parts.collection }
  /// The ordered edit steps from the old sections to ``collection``.
  @inlinable public var patch: [SectionedArrayEdit<Metadata, Item>] { parts.patch }
  /// The change in UIKit's batch form.
  @inlinable public var diff: SectionedArrayDiff { parts.diff }

  /// Creates a change set from its parts, which must describe the same change.
  @inlinable
  public init(
    kind: ChangesetKind, collection: [ArraySection<Metadata, Item>],
    patch: [SectionedArrayEdit<Metadata, Item>], diff: SectionedArrayDiff
  ) {
    parts = ChangesetParts(kind: kind, collection: collection, patch: patch, diff: diff)
  }

  /// Creates an ``ChangesetKind/edits`` change set from a patch, computing the diff.
  ///
  /// - Parameters:
  ///   - collection: The sections after the patch.
  ///   - patch: The steps from the old sections.
  ///   - oldItemCounts: The number of items in each old section.
  public init(
    collection: [ArraySection<Metadata, Item>], patch: [SectionedArrayEdit<Metadata, Item>],
    oldItemCounts: [Int]
  ) {
    self.init(
      kind: .edits, collection: collection, patch: patch,
      diff: SectionedArrayDiff(patch: patch, oldItemCounts: oldItemCounts))
  }

  /// Creates an ``ChangesetKind/edits`` change set from a diff, computing the patch.
  ///
  /// - Parameters:
  ///   - collection: The sections after the change.
  ///   - diff: The change; it must fit `oldItemCounts` and `collection`.
  ///   - oldItemCounts: The number of items in each old section.
  public init(
    collection: [ArraySection<Metadata, Item>], diff: SectionedArrayDiff, oldItemCounts: [Int]
  ) {
    self.init(
      kind: .edits, collection: collection,
      patch: diff.patch(oldItemCounts: oldItemCounts, to: collection), diff: diff)
  }

  /// The change set a new observer receives first: every section inserted into nothing.
  public static func initial(
    _ collection: [ArraySection<Metadata, Item>]
  )
    -> SectionedArrayChangeset
  {
    SectionedArrayChangeset(
      kind: .initial, collection: collection,
      patch: collection.enumerated().map { .insertSection($0.element, at: $0.offset) },
      diff: SectionedArrayDiff(sections: CollectionDiff(inserts: Array(collection.indices))))
  }

  /// A replacement without diff: every old section deleted, every new one inserted.
  public static func replacement(
    oldSectionCount: Int, with collection: [ArraySection<Metadata, Item>]
  ) -> SectionedArrayChangeset {
    var patch: [SectionedArrayEdit<Metadata, Item>] = (0..<oldSectionCount).reversed().map {
      .deleteSection(at: $0)
    }
    patch += collection.enumerated().map { .insertSection($0.element, at: $0.offset) }
    return SectionedArrayChangeset(
      kind: .replacement, collection: collection, patch: patch,
      diff: SectionedArrayDiff(
        sections: CollectionDiff(
          deletes: Array(0..<oldSectionCount), inserts: Array(collection.indices))))
  }
}

extension SectionedArrayChangeset: Equatable where Metadata: Equatable, Item: Equatable {
  /// Whether the two change sets have the same kind, collection, patch and diff.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.parts.hasSameParts(as: rhs.parts) }
}

// Safety: `ChangesetParts`, the only stored property, is immutable (every field a `let`), and its
// fields are `Sendable` exactly when `Metadata` and `Item` are, which this conformance requires.
extension SectionedArrayChangeset: @unchecked Sendable where Metadata: Sendable, Item: Sendable {}

extension SectionedArrayChangeset: CustomReflectable {
  /// The four parts, as a struct with these fields would show them.
  public var customMirror: Mirror { parts.mirror(of: self) }
}

extension ArrayChangeset {
  /// This change as a change of a sectioned array with one section holding every element.
  ///
  /// A table binder shows a flat array this way.
  ///
  /// ```swift
  /// let change = ArrayChangeset(collection: [1, 2], patch: [.insert(2, at: 1)], oldCount: 1)
  /// print(change.sectioned(metadata: "All").diff.items)   // prints "insert [[0, 1]]"
  /// ```
  ///
  /// - Parameter metadata: The metadata of the single section.
  @inlinable
  public func sectioned<Metadata>(metadata: Metadata) -> SectionedArrayChangeset<Metadata, Element>
  {
    let section = ArraySection(metadata: metadata, items: collection)
    switch kind {
    case .initial:
      return .initial([section])
    case .replacement:
      var patch: [SectionedArrayEdit<Metadata, Element>] = [.deleteSection(at: 0)]
      patch.append(.insertSection(section, at: 0))
      return SectionedArrayChangeset(
        kind: .replacement, collection: [section], patch: patch,
        diff: SectionedArrayDiff(sections: CollectionDiff(deletes: [0], inserts: [0])))
    case .edits:
      func path(_ index: Int) -> ItemPath { ItemPath(section: 0, item: index) }
      let patch = self.patch.map { edit -> SectionedArrayEdit<Metadata, Element> in
        switch edit {
        case .insert(let element, let index): .insertItem(element, at: path(index))
        case .delete(let index): .deleteItem(at: path(index))
        case .update(let element, let index): .updateItem(element, at: path(index))
        case .move(let from, let to): .moveItem(from: path(from), to: path(to))
        }
      }
      let items = CollectionDiff<ItemPath>(
        sortedDeletes: diff.deletes.map(path), inserts: diff.inserts.map(path),
        updates: diff.updates.map(path),
        moves: diff.moves.map { CollectionMove(from: path($0.from), to: path($0.to)) })
      return SectionedArrayChangeset(
        kind: .edits, collection: [section], patch: patch,
        diff: SectionedArrayDiff(sections: .unchanged, items: items))
    }
  }
}
