/// https://developer.apple.com/documentation/swiftui/tupleview
/// Apple: `@frozen nonisolated struct TupleView<T>`
@frozen nonisolated public struct TupleView<T> {
  /// https://developer.apple.com/documentation/swiftui/tupleview/value
  /// Apple: `var value: T`
  public var value: T

  /// https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
  /// Apple: `nonisolated init(_ value: T)`
  nonisolated public init(_ value: T) { self.value = value }
}

extension TupleView: View {
  /// Not Apple API: the body of a view SwiftUI draws itself (Apple's pages do not list it).
  public typealias Body = Never

  /// Not Apple API: the body of a view SwiftUI draws itself (Apple's pages do not list it).
  public var body: Never { return compiledOnly("TupleView.body") }
}
