/// https://developer.apple.com/documentation/swiftui/emptyview
/// Apple: `@frozen nonisolated struct EmptyView`
@frozen nonisolated public struct EmptyView: View {
  /// No Apple page: searched developer.apple.com/documentation/swiftui/emptyview/init()
  nonisolated public init() {}

  /// No Apple page: searched
  /// developer.apple.com/documentation/swiftui/emptyview/body-swift.typealias
  /// (a view SwiftUI draws itself).
  public typealias Body = Never

  /// No Apple page: searched developer.apple.com/documentation/swiftui/emptyview/body
  /// (a view SwiftUI draws itself).
  public var body: Never { return compiledOnly("EmptyView.body") }
}
