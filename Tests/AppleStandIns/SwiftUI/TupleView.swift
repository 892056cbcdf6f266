/// https://developer.apple.com/documentation/swiftui/tupleview
@frozen nonisolated public struct TupleView<T> {
  /// https://developer.apple.com/documentation/swiftui/tupleview/value
  public var value: T

  /// https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
  public init(_ value: T) { self.value = value }
}

extension TupleView: View {
  public typealias Body = Never

  public var body: Never { return compiledOnly("TupleView.body") }
}
