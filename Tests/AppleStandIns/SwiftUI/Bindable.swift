public import Observation

/// https://developer.apple.com/documentation/swiftui/bindable
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
  /// https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue
  public var wrappedValue: Value

  /// https://developer.apple.com/documentation/swiftui/bindable/projectedvalue
  public var projectedValue: Bindable<Value> { self }

  /// https://developer.apple.com/documentation/swiftui/bindable/init(projectedvalue:)
  public init(projectedValue: Bindable<Value>) { self = projectedValue }
}

extension Bindable where Value: AnyObject, Value: Observable {
  /// https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// https://developer.apple.com/documentation/swiftui/bindable/init(_:)
  public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

extension Bindable where Value: AnyObject {
  /// https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    compiledOnly("Bindable.subscript(dynamicMember:)")
  }
}
