/// The difference between two collections, in the form UIKit's batch updates want it.
///
/// Deletes and updates are positions in the old collection, inserts are positions in the new
/// collection, and each move goes from an old position to a new one. Elements that are not
/// deleted and not moved keep their relative order and fill the new positions that are neither
/// inserted nor the target of a move, in order. Every position appears at most once: a deleted
/// element is not also updated or moved, an insert is not also a move target. An element that
/// moves and changes appears both in ``moves`` (by its old position) and in ``updates``.
///
/// The arrays are kept sorted (deletes, inserts and updates ascending, moves by target), so two
/// diffs describing the same change are equal.
///
/// ```swift
/// let diff = CollectionDiff(from: ["a", "b", "c"], to: ["c", "a", "d"])
/// print(diff.deletes, diff.inserts, diff.moves)   // prints "[1] [2] [2 -> 0]"
/// ```
public struct CollectionDiff<Index: Hashable & Comparable & Sendable>: Hashable, Sendable,
  CustomStringConvertible
{
  /// Deleted positions, in old coordinates, ascending.
  public internal(set) var deletes: [Index]
  /// Inserted positions, in new coordinates, ascending.
  public internal(set) var inserts: [Index]
  /// Positions of elements that stay but change, in old coordinates, ascending.
  public internal(set) var updates: [Index]
  /// Moves from old to new coordinates, ordered by target.
  public internal(set) var moves: [CollectionMove<Index>]

  /// Creates a diff; the arrays are sorted, so their order does not matter.
  public init(
    deletes: [Index] = [], inserts: [Index] = [], updates: [Index] = [],
    moves: [CollectionMove<Index>] = []
  ) {
    self.deletes = Self.ascending(deletes)
    self.inserts = Self.ascending(inserts)
    self.updates = Self.ascending(updates)
    self.moves = Self.ascending(moves) { ($0.to, $0.from) < ($1.to, $1.from) }
  }

  /// `positions` in ascending order: as they are when they already are (one pass, the usual
  /// case: the diffs and change sets of the library build them in order), sorted otherwise.
  /// A single edit passes arrays of none or one element here on every change it sends, and this
  /// code runs unspecialized in an app's module, where a call of the standard library's sort
  /// is much dearer than the pass.
  private static func ascending(_ positions: [Index]) -> [Index] {
    ascending(positions, by: <)
  }

  private static func ascending<Element>(
    _ elements: [Element], by areInIncreasingOrder: (Element, Element) -> Bool
  ) -> [Element] {
    var index = 1
    while index < elements.count {
      if !areInIncreasingOrder(elements[index - 1], elements[index]) {
        return elements.sorted(by: areInIncreasingOrder)
      }
      index += 1
    }
    return elements
  }

  /// Whether the diff changes nothing.
  public var isEmpty: Bool {
    deletes.isEmpty && inserts.isEmpty && updates.isEmpty && moves.isEmpty
  }

  /// The number of deletes, inserts, updates and moves.
  public var count: Int { deletes.count + inserts.count + updates.count + moves.count }

  /// A compact listing such as `delete [1], insert [2], move [2 -> 0]`.
  public var description: String {
    var parts: [String] = []
    if !deletes.isEmpty { parts.append("delete \(deletes)") }
    if !inserts.isEmpty { parts.append("insert \(inserts)") }
    if !updates.isEmpty { parts.append("update \(updates)") }
    if !moves.isEmpty { parts.append("move \(moves)") }
    return parts.isEmpty ? "no changes" : parts.joined(separator: ", ")
  }
}
