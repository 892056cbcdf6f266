import Combine

/// https://developer.apple.com/documentation/swiftui/observedobject
/// Apple: `@MainActor @propertyWrapper @preconcurrency @frozen struct ObservedObject<ObjectType>
/// where ObjectType : ObservableObject`
@MainActor @propertyWrapper @preconcurrency @frozen
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
  /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper
  /// Apple: `@MainActor @dynamicMemberLookup @preconcurrency @frozen struct Wrapper`
  @MainActor @dynamicMemberLookup @preconcurrency @frozen
  public struct Wrapper {
    @usableFromInline let object: ObjectType

    /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper/subscript(dynamicmember:)
    /// Apple: `@MainActor @preconcurrency subscript<Subject>(dynamicMember keyPath:
    /// ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { get }`
    @MainActor @preconcurrency
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      compiledOnly("ObservedObject.Wrapper.subscript(dynamicMember:)")
    }
  }

  /// https://developer.apple.com/documentation/swiftui/observedobject/wrappedvalue
  /// Apple: `@MainActor @preconcurrency var wrappedValue: ObjectType`
  @MainActor @preconcurrency public var wrappedValue: ObjectType

  /// https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)
  /// Apple: `@MainActor @preconcurrency init(wrappedValue: ObjectType)`
  @MainActor @preconcurrency
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

  /// https://developer.apple.com/documentation/swiftui/observedobject/init(initialvalue:)
  /// Apple: `@MainActor @export(implementation) @preconcurrency init(initialValue: ObjectType)`
  @MainActor @export(implementation) @preconcurrency
  public init(initialValue: ObjectType) { wrappedValue = initialValue }

  /// https://developer.apple.com/documentation/swiftui/observedobject/projectedvalue
  /// Apple: `@MainActor @preconcurrency var projectedValue: ObservedObject<ObjectType>.Wrapper {
  /// get }`
  @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    Wrapper(object: wrappedValue)
  }
}
