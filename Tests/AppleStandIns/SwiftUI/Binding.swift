/// https://developer.apple.com/documentation/swiftui/binding
/// Apple: `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  @usableFromInline let get: @isolated(any) @Sendable () -> Value
  @usableFromInline let set: @isolated(any) @Sendable (Value) -> Void

  /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  /// Apple: `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value, set:
  /// @escaping @isolated(any) @Sendable (Value) -> Void)`
  @preconcurrency
  public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    self.get = get
    self.set = set
  }

  /// https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
  /// Apple: `@export(implementation) init(projectedValue: Binding<Value>)`
  @export(implementation) public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  /// Apple: `var wrappedValue: Value { get nonmutating set }`
  public var wrappedValue: Value {
    get { compiledOnly("Binding.wrappedValue") }
    nonmutating set { compiledOnly("Binding.wrappedValue") as Void }
  }

  /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue
  /// Apple: `var projectedValue: Binding<Value> { get }`
  public var projectedValue: Binding<Value> { self }

  /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  /// Apple: `subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) ->
  /// Binding<Subject> { get }`
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    compiledOnly("Binding.subscript(dynamicMember:)")
  }

  /// https://developer.apple.com/documentation/swiftui/binding/constant(_:)
  /// Apple: `static func constant(_ value: Value) -> Binding<Value>`
  public static func constant(_ value: Value) -> Binding<Value> {
    compiledOnly("Binding.constant(_:)")
  }
}

/// The discussion of https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp:
/// "A binding conforms to Sendable only if its wrapped value type also conforms to Sendable."
extension Binding: Sendable where Value: Sendable {}
