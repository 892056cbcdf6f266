import Combine

/// https://developer.apple.com/documentation/swiftui/observedobject
@MainActor @propertyWrapper @preconcurrency @frozen
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
  /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper
  @MainActor @dynamicMemberLookup @preconcurrency @frozen
  public struct Wrapper {
    @usableFromInline let object: ObjectType

    /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper/subscript(dynamicmember:)
    @MainActor @preconcurrency
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      compiledOnly("ObservedObject.Wrapper.subscript(dynamicMember:)")
    }
  }

  /// https://developer.apple.com/documentation/swiftui/observedobject/wrappedvalue
  @MainActor @preconcurrency public var wrappedValue: ObjectType

  /// https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

  /// https://developer.apple.com/documentation/swiftui/observedobject/init(initialvalue:)
  public init(initialValue: ObjectType) { wrappedValue = initialValue }

  /// https://developer.apple.com/documentation/swiftui/observedobject/projectedvalue
  @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    Wrapper(object: wrappedValue)
  }
}
