/// https://developer.apple.com/documentation/swiftui/state
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
  @usableFromInline let initialValue: Value

  /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) { initialValue = value }

  /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  public init(initialValue value: Value) { initialValue = value }

  /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { compiledOnly("State.wrappedValue") }
    nonmutating set { compiledOnly("State.wrappedValue") as Void }
  }

  /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> { compiledOnly("State.projectedValue") }
}

extension State where Value: ExpressibleByNilLiteral {
  /// https://developer.apple.com/documentation/swiftui/state/init()
  public init() { initialValue = nil }
}
