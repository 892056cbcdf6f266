import Combine

/// https://developer.apple.com/documentation/swiftui/stateobject
/// Apple: `@MainActor @frozen @propertyWrapper @preconcurrency struct StateObject<ObjectType> where
/// ObjectType : ObservableObject`
@MainActor @frozen @propertyWrapper @preconcurrency
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
  /// Stored by the nonisolated initializer, as Apple's is. Safety of `nonisolated(unsafe)`: the
  /// closure is written once, by `init`, and never mutated; only SwiftUI, on the main actor,
  /// would call it, and in the stand-in nothing does (the views are compiled, never run).
  @usableFromInline nonisolated(unsafe) let thunk: () -> ObjectType

  /// https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)
  /// Apple: `nonisolated init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType)`
  nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    self.thunk = thunk
  }

  /// https://developer.apple.com/documentation/swiftui/stateobject/wrappedvalue
  /// Apple: `@MainActor @preconcurrency var wrappedValue: ObjectType { get }`
  @MainActor @preconcurrency public var wrappedValue: ObjectType {
    compiledOnly("StateObject.wrappedValue")
  }

  /// https://developer.apple.com/documentation/swiftui/stateobject/projectedvalue
  /// Apple: `@MainActor @preconcurrency var projectedValue: ObservedObject<ObjectType>.Wrapper {
  /// get }`
  @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    compiledOnly("StateObject.projectedValue")
  }
}
