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
