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
  /// No Apple page: searched
  /// developer.apple.com/documentation/swiftui/tupleview/body-swift.typealias
  /// (a view SwiftUI draws itself).
  public typealias Body = Never

  /// No Apple page: searched developer.apple.com/documentation/swiftui/tupleview/body
  /// (a view SwiftUI draws itself).
  public var body: Never { return compiledOnly("TupleView.body") }
}
