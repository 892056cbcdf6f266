/// https://developer.apple.com/documentation/swiftui/dynamicproperty
/// Apple: `protocol DynamicProperty`
public protocol DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
  /// Apple: `mutating func update()`
  mutating func update()
}

extension DynamicProperty {
  /// Not Apple API: the requirement's default (SwiftUI has one; Apple's pages do not list it).
  public mutating func update() {}
}
