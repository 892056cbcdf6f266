/// The position of an item in a sectioned collection: a section index and an item index.
///
/// A platform-neutral stand-in for Foundation's `IndexPath` (the core imports no Foundation).
/// Paths order by section, then by item.
///
/// ```swift
/// let path = ItemPath(section: 1, item: 0)
/// print(path)                                   // prints "[1, 0]"
/// print(path < ItemPath(section: 1, item: 2))   // prints "true"
/// ```
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The index of the section.
  public var section: Int
  /// The index of the item inside its section.
  public var item: Int

  /// Creates the path of item `item` in section `section`.
  public init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  /// `[section, item]`.
  public var description: String { "[\(section), \(item)]" }
}
