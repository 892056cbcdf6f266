/// One section of a sectioned array: its metadata (such as a header title) and its items.
///
/// ```swift
/// let fruit = ArraySection(metadata: "Fruit", items: ["apple", "pear"])
/// print(fruit.metadata, fruit.items.count)   // prints "Fruit 2"
/// ```
public struct ArraySection<Metadata, Item> {
  /// What describes the section, such as its header title.
  public var metadata: Metadata
  /// The items of the section, in order.
  public var items: [Item]

  /// Creates a section.
  @inlinable
  public init(metadata: Metadata, items: [Item] = []) {
    self.metadata = metadata
    self.items = items
  }
}

extension ArraySection: Equatable where Metadata: Equatable, Item: Equatable {}
extension ArraySection: Hashable where Metadata: Hashable, Item: Hashable {}
extension ArraySection: Sendable where Metadata: Sendable, Item: Sendable {}

extension ArraySection: CustomStringConvertible {
  /// `metadata: [items]`.
  public var description: String { "\(metadata): \(items)" }
}

extension Array {
  /// Whether an item can move from `from` to `to` in these sections: `from` names an item, and
  /// `to` is a position in its target section once the item is taken out.
  package func canMoveItem<Metadata, Item>(from: ItemPath, to: ItemPath) -> Bool
  where Element == ArraySection<Metadata, Item> {
    guard indices.contains(from.section), self[from.section].items.indices.contains(from.item),
      indices.contains(to.section)
    else { return false }
    let limit = self[to.section].items.count - (to.section == from.section ? 1 : 0)
    return (0...limit).contains(to.item)
  }
}
