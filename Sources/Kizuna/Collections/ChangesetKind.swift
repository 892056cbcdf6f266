/// What produced a change set: the first look at a collection, edits, or a wholesale replacement.
///
/// A table binder reloads the table for ``initial`` and ``replacement`` change sets and animates
/// ``edits``.
///
/// ```swift
/// let numbers = MutableObservableArray([1, 2])
/// numbers.observeNext { print($0.kind) }   // prints "initial"
/// numbers.append(3)                        // prints "edits"
/// ```
public enum ChangesetKind: Hashable, Sendable {
  /// The current collection, delivered to a new observer; the patch inserts every element.
  case initial
  /// Inserts, deletes, updates and moves, described exactly by the patch and the diff.
  case edits
  /// The collection was replaced without diffing; the patch deletes everything and inserts
  /// everything.
  case replacement
}
