/// The immutable storage of a change set (``ArrayChangeset``, ``SectionedArrayChangeset``): its
/// kind, collection, patch and diff in one object.
///
/// A change set is copied at every stage of its way to an observer (the delivery queue, the
/// broadcaster's replay of the latest, each observer's closure, each derived stage, the hop to
/// the main actor), and a copy then retains one reference instead of every array the parts
/// hold (six for an array's change set, ten for a sectioned array's).
@usableFromInline
final class ChangesetParts<Collection, Patch, Diff> {
  @usableFromInline let kind: ChangesetKind
  @usableFromInline let collection: Collection
  @usableFromInline let patch: Patch
  @usableFromInline let diff: Diff

  @inlinable
  init(kind: ChangesetKind, collection: Collection, patch: Patch, diff: Diff) {
    self.kind = kind
    self.collection = collection
    self.patch = patch
    self.diff = diff
  }
}

extension ChangesetParts {
  /// How `changeset`, which holds these parts, reflects: as a struct with the four fields.
  func mirror<Changeset>(of changeset: Changeset) -> Mirror {
    Mirror(
      changeset,
      children: ["kind": kind, "collection": collection, "patch": patch, "diff": diff],
      displayStyle: .struct)
  }
}

extension ChangesetParts where Collection: Equatable, Patch: Equatable, Diff: Equatable {
  /// Whether `other` holds the same parts: the same object, or equal parts.
  @inlinable
  func hasSameParts(as other: ChangesetParts) -> Bool {
    self === other
      || (kind == other.kind && collection == other.collection && patch == other.patch
        && diff == other.diff)
  }
}
