/// https://developer.apple.com/documentation/swiftui/state
/// Apple: `@frozen @propertyWrapper struct State<Value>`
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
  @usableFromInline let initialValue: Value

  /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  /// Apple: `init(wrappedValue value: Value)`
  public init(wrappedValue value: Value) { initialValue = value }

  /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  /// Apple: `@export(implementation) init(initialValue value: Value)`
  @export(implementation) public init(initialValue value: Value) { initialValue = value }

  /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  /// Apple: `var wrappedValue: Value { get nonmutating set }`
  public var wrappedValue: Value {
    get { compiledOnly("State.wrappedValue") }
    nonmutating set { compiledOnly("State.wrappedValue") as Void }
  }

  /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
  /// Apple: `var projectedValue: Binding<Value> { get }`
  public var projectedValue: Binding<Value> { compiledOnly("State.projectedValue") }
}

extension State where Value: ExpressibleByNilLiteral {
  /// https://developer.apple.com/documentation/swiftui/state/init()
  /// Apple: `init()`
  public init() { initialValue = nil }
}
