public import Observation

/// https://developer.apple.com/documentation/swiftui/bindable
/// Apple: `@dynamicMemberLookup @propertyWrapper struct Bindable<Value>`
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
  /// https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue
  /// Apple: `var wrappedValue: Value`
  public var wrappedValue: Value

  /// https://developer.apple.com/documentation/swiftui/bindable/projectedvalue
  /// Apple: `var projectedValue: Bindable<Value> { get }`
  public var projectedValue: Bindable<Value> { self }

  /// https://developer.apple.com/documentation/swiftui/bindable/init(projectedvalue:)
  /// Apple: `init(projectedValue: Bindable<Value>)`
  public init(projectedValue: Bindable<Value>) { self = projectedValue }
}

extension Bindable where Value: AnyObject, Value: Observable {
  /// https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
  /// Apple: `init(wrappedValue: Value)`
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// https://developer.apple.com/documentation/swiftui/bindable/init(_:)
  /// Apple: `init(_ wrappedValue: Value)`
  public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

extension Bindable where Value: AnyObject {
  /// https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
  /// Apple: `subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) ->
  /// Binding<Subject> { get }`
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    compiledOnly("Bindable.subscript(dynamicMember:)")
  }
}
