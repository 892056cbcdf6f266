import Combine

/// https://developer.apple.com/documentation/swiftui/stateobject
@MainActor @frozen @propertyWrapper @preconcurrency
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
  @usableFromInline let thunk: () -> ObjectType

  /// https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { self.thunk = thunk }

  /// https://developer.apple.com/documentation/swiftui/stateobject/wrappedvalue
  @MainActor @preconcurrency public var wrappedValue: ObjectType {
    compiledOnly("StateObject.wrappedValue")
  }

  /// https://developer.apple.com/documentation/swiftui/stateobject/projectedvalue
  @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    compiledOnly("StateObject.projectedValue")
  }
}
