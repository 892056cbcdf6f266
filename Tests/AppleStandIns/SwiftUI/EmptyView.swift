/// https://developer.apple.com/documentation/swiftui/emptyview
@frozen public struct EmptyView: View {
  /// https://developer.apple.com/documentation/swiftui/emptyview/init()
  nonisolated public init() {}

  public typealias Body = Never

  public var body: Never { return compiledOnly("EmptyView.body") }
}
