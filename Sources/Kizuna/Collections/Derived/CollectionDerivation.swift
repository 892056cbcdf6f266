/// The state machine of one derived collection: it turns the upstream array's changes (and, for
/// operators with an observable query, new queries) into the derived collection's changes.
///
/// A ``DerivedCollection`` calls it serially, one input at a time, outside every lock, so its
/// methods may call the user's closures. Each method receives only what the upstream's change
/// set carries (the patch's elements), never the upstream collection, so that the derivation
/// keeps no reference to the upstream's storage (which would make the upstream copy its
/// elements on its next edit).
@usableFromInline
protocol CollectionDerivation {
  /// The upstream's change sets: an array's or a sectioned array's.
  associatedtype Upstream: UpstreamChangeset & Sendable
  associatedtype Query: Sendable
  associatedtype Output: DerivedOutput

  /// Starts over from the upstream's collection; returns the derived collection.
  mutating func reset(_ upstream: Upstream.Collection) -> Output.Collection

  /// Translates one upstream patch step into derived steps, appended to `edits` in order.
  mutating func translate(_ step: Upstream.Edit, into edits: inout [Output.Edit])

  /// Takes a new query; returns the new derived collection and the change from `current`, or
  /// nil if nothing changed.
  mutating func changeQuery(
    _ query: Query, from current: Output.Collection
  ) -> (Output.Collection, Output.Change)?
}

/// What a derivation reads of its upstream's change sets: the kind, the collection (for an
/// initial or a replacement change set) and the patch.
@usableFromInline
protocol UpstreamChangeset {
  associatedtype Collection
  associatedtype Edit
  var kind: ChangesetKind { get }
  var collection: Collection { get }
  var patch: [Edit] { get }
}

extension ArrayChangeset: UpstreamChangeset {}
extension SectionedArrayChangeset: UpstreamChangeset {}

/// How a derived collection's output is stored and described: a flat array or an array of
/// sections, with their change sets.
@usableFromInline
protocol DerivedOutput {
  associatedtype Collection: Sendable
  associatedtype Edit: Sendable
  associatedtype Change: Sendable

  /// The collection of a derivation that has seen nothing yet.
  static var empty: Collection { get }

  /// A publisher of `collection` with the checks and initial change sets of its kind.
  static func makePublisher(_ collection: Collection) -> ChangesetPublisher<Collection, Change>

  /// Applies `edits` in order and returns their change set; the program stops on a bad index.
  static func apply(_ edits: [Edit], to collection: inout Collection) -> Change

  /// The change set of replacing `old` by `new` without a diff.
  static func replacement(of old: Collection, with new: Collection) -> Change
}

/// A flat derived array.
@usableFromInline
enum FlatOutput<Element: Sendable>: DerivedOutput {
  @usableFromInline static var empty: [Element] { [] }

  @usableFromInline static func makePublisher(
    _ collection: [Element]
  ) -> ChangesetPublisher<[Element], ArrayChangeset<Element>> {
    ChangesetPublisher(
      collection: collection, initial: .initial(collection),
      makeInitial: { .initial($0.collection) },
      checkInvariants: { old, change in change._checkInvariants(oldCount: old.count) })
  }

  @inlinable static func apply(
    _ edits: [ArrayEdit<Element>], to collection: inout [Element]
  ) -> ArrayChangeset<Element> {
    let oldCount = collection.count
    for edit in edits { collection.apply(edit) }
    // An element updated and moved (a sorted array's key change) is read off its two steps;
    // the general conversion tracks every element (O(n)). Debug builds check both agree.
    // An update moves nothing, so the diff is the move's (the canonical one: O(1) for one
    // step) with the update at the element's old index.
    if edits.count == 2, case .update(_, let index) = edits[0],
      case .move(let from, _) = edits[1], from == index
    {
      let move = CollectionDiff(patch: edits[1...], oldCount: oldCount)
      let diff = CollectionDiff(
        sortedDeletes: [], inserts: [], updates: [index], moves: move.moves)
      return ArrayChangeset(kind: .edits, collection: collection, patch: edits, diff: diff)
    }
    return ArrayChangeset(collection: collection, patch: edits, oldCount: oldCount)
  }

  @usableFromInline static func replacement(
    of old: [Element], with new: [Element]
  ) -> ArrayChangeset<Element> {
    .replacement(oldCount: old.count, with: new)
  }
}

/// A derived array of sections.
@usableFromInline
enum SectionedOutput<Metadata: Sendable, Item: Sendable>: DerivedOutput {
  @usableFromInline static var empty: [ArraySection<Metadata, Item>] { [] }

  @usableFromInline static func makePublisher(
    _ collection: [ArraySection<Metadata, Item>]
  ) -> ChangesetPublisher<[ArraySection<Metadata, Item>], SectionedArrayChangeset<Metadata, Item>> {
    ChangesetPublisher(
      collection: collection, initial: .initial(collection),
      makeInitial: { .initial($0.collection) },
      checkInvariants: { old, change in
        change._checkInvariants(oldItemCounts: old.map { $0.items.count })
      })
  }

  @usableFromInline static func apply(
    _ edits: [SectionedArrayEdit<Metadata, Item>],
    to collection: inout [ArraySection<Metadata, Item>]
  ) -> SectionedArrayChangeset<Metadata, Item> {
    if edits.count == 1 {
      // One step (an insert or a removal in a group): applying it checked its indices, and its
      // diff is read off the step, with no list of the sections' counts (as
      // MutableObservableSectionedArray does for one step).
      collection.apply(edits[0])
      return SectionedArrayChangeset(
        kind: .edits, collection: collection, patch: edits,
        diff: SectionedArrayDiff(validSingle: edits[0]))
    }
    let oldItemCounts = collection.map { $0.items.count }
    for edit in edits { collection.apply(edit) }
    if edits.count == 2, let diff = twoStepDiff(edits[0], edits[1]) {
      return SectionedArrayChangeset(kind: .edits, collection: collection, patch: edits, diff: diff)
    }
    return SectionedArrayChangeset(
      collection: collection, patch: edits, oldItemCounts: oldItemCounts)
  }

  /// The diff of the two-step patches a grouping makes when an item's key changes, read off
  /// the steps (the general conversion tracks every item: O(n)); nil for any other pair.
  /// Debug builds check it against the general conversion on every change set.
  static func twoStepDiff(
    _ first: SectionedArrayEdit<Metadata, Item>, _ second: SectionedArrayEdit<Metadata, Item>
  ) -> SectionedArrayDiff? {
    switch (first, second) {
    case (.updateItem(_, let path), .moveItem(let from, _)) where from == path:
      // The move's own (canonical) diff, with the update at the item's old path.
      var diff = SectionedArrayDiff(validSingle: second)
      diff.items.updates = [path]
      return diff
    case (.deleteSection(let section), .insertItem(_, let path)):
      return SectionedArrayDiff(
        sections: CollectionDiff(deletes: [section]), items: CollectionDiff(inserts: [path]))
    case (.deleteItem(let path), .insertSection(_, let section)):
      return SectionedArrayDiff(
        sections: CollectionDiff(inserts: [section]), items: CollectionDiff(deletes: [path]))
    case (.deleteSection(let deleted), .insertSection(_, let inserted)):
      return SectionedArrayDiff(
        sections: CollectionDiff(deletes: [deleted], inserts: [inserted]))
    default:
      return nil
    }
  }

  @usableFromInline static func replacement(
    of old: [ArraySection<Metadata, Item>], with new: [ArraySection<Metadata, Item>]
  ) -> SectionedArrayChangeset<Metadata, Item> {
    .replacement(oldSectionCount: old.count, with: new)
  }
}
