/// One change of an observable array: the new collection, the ordered patch and the diff.
///
/// The ``patch`` lists the edit steps in order (each index refers to the array as the previous
/// steps left it), the way AppKit wants table changes. The ``diff`` says the same thing in
/// UIKit's batch form: deletes and updates at old indices, inserts at new ones, moves from old
/// to new. Both always describe the same change: `old.applying(patch) == collection`.
///
/// ```swift
/// let numbers = MutableObservableArray([1, 2, 3])
/// numbers.observeNext { change in
///   print(change.kind, change.collection, change.diff)
/// }
/// // prints "initial [1, 2, 3] insert [0, 1, 2]"
/// numbers.batchUpdate { numbers in
///   numbers.remove(at: 0)
///   numbers.append(4)
/// }
/// // prints "edits [2, 3, 4] delete [0], insert [2]"
/// ```
public struct ArrayChangeset<Element> {
  /// The parts, in one immutable object, so that a copy retains one reference.
  @usableFromInline let parts: ChangesetParts<[Element], [ArrayEdit<Element>], CollectionDiff<Int>>

  /// Whether this is an observer's first look, edits, or a replacement without diff.
  @inlinable public var kind: ChangesetKind { parts.kind }
  /// The collection after the change.
  @inlinable public var collection: [Element] { parts.collection }
  /// The ordered edit steps from the old collection to ``collection``.
  @inlinable public var patch: [ArrayEdit<Element>] { parts.patch }
  /// The change in UIKit's batch form.
  @inlinable public var diff: CollectionDiff<Int> { parts.diff }

  /// Creates a change set from its parts, which must describe the same change.
  ///
  /// Prefer ``init(collection:patch:oldCount:)`` or ``init(collection:diff:oldCount:)``, which
  /// compute one part from the other.
  @inlinable
  public init(
    kind: ChangesetKind, collection: [Element], patch: [ArrayEdit<Element>],
    diff: CollectionDiff<Int>
  ) {
    parts = ChangesetParts(kind: kind, collection: collection, patch: patch, diff: diff)
  }

  /// Creates an ``ChangesetKind/edits`` change set from a patch, computing the diff.
  ///
  /// - Parameters:
  ///   - collection: The collection after the patch.
  ///   - patch: The steps from the old collection.
  ///   - oldCount: The number of elements before the patch.
  @inlinable
  public init(collection: [Element], patch: [ArrayEdit<Element>], oldCount: Int) {
    self.init(
      kind: .edits, collection: collection, patch: patch,
      diff: CollectionDiff(patch: patch, oldCount: oldCount))
  }

  /// Creates an ``ChangesetKind/edits`` change set from a diff, computing the patch.
  ///
  /// - Parameters:
  ///   - collection: The collection after the change.
  ///   - diff: The change; it must fit `oldCount` and `collection.count`.
  ///   - oldCount: The number of elements before the change.
  public init(collection: [Element], diff: CollectionDiff<Int>, oldCount: Int) {
    self.init(
      kind: .edits, collection: collection,
      patch: diff.patch(oldCount: oldCount, to: collection), diff: diff)
  }

  /// The change set a new observer receives first: every element inserted into nothing.
  ///
  /// ```swift
  /// print(ArrayChangeset.initial(["a"]).patch)   // prints "[insert(a, at: 0)]"
  /// ```
  public static func initial(_ collection: [Element]) -> ArrayChangeset<Element> {
    ArrayChangeset(
      kind: .initial, collection: collection,
      patch: collection.enumerated().map { .insert($0.element, at: $0.offset) },
      diff: CollectionDiff(
        sortedDeletes: [], inserts: Array(collection.indices), updates: [], moves: []))
  }

  /// A replacement without diff: every old element deleted, every new one inserted.
  ///
  /// - Parameters:
  ///   - oldCount: The number of elements before.
  ///   - collection: The new elements.
  public static func replacement(
    oldCount: Int, with collection: [Element]
  ) -> ArrayChangeset<
    Element
  > {
    var patch: [ArrayEdit<Element>] = (0..<oldCount).reversed().map { .delete(at: $0) }
    patch += collection.enumerated().map { .insert($0.element, at: $0.offset) }
    return ArrayChangeset(
      kind: .replacement, collection: collection, patch: patch,
      diff: CollectionDiff(
        sortedDeletes: Array(0..<oldCount), inserts: Array(collection.indices), updates: [],
        moves: []))
  }
}

extension ArrayChangeset: Equatable where Element: Equatable {
  /// Whether the two change sets have the same kind, collection, patch and diff.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.parts.hasSameParts(as: rhs.parts) }
}

// Safety: `ChangesetParts`, the only stored property, is immutable (every field a `let`), and its
// fields are `Sendable` exactly when `Element` is, which this conformance requires.
extension ArrayChangeset: @unchecked Sendable where Element: Sendable {}

extension ArrayChangeset: CustomReflectable {
  /// The four parts, as a struct with these fields would show them.
  public var customMirror: Mirror { parts.mirror(of: self) }
}

extension ArrayChangeset: CustomStringConvertible {
  /// The kind, the diff and the new collection.
  public var description: String { "\(kind) \(diff) -> \(collection)" }
}
