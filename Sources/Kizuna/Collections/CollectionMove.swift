/// One move of a diff: the element at `from` in the old collection is at `to` in the new one.
///
/// ```swift
/// let move = CollectionMove(from: 0, to: 2)
/// print(move)   // prints "0 -> 2"
/// ```
public struct CollectionMove<Index: Hashable & Comparable & Sendable>: Hashable, Sendable,
  CustomStringConvertible
{
  /// The position in the old collection.
  public var from: Index
  /// The position in the new collection.
  public var to: Index

  /// Creates a move from `from` (old coordinates) to `to` (new coordinates).
  public init(from: Index, to: Index) {
    self.from = from
    self.to = to
  }

  /// `from -> to`.
  public var description: String { "\(from) -> \(to)" }
}
