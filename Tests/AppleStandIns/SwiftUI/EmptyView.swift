/// https://developer.apple.com/documentation/swiftui/emptyview
/// Apple: `@frozen nonisolated struct EmptyView`
@frozen nonisolated public struct EmptyView: View {
  /// https://developer.apple.com/documentation/swiftui/emptyview/init()
  /// No Apple page: none among the stored developer.apple.com pages searched for it
  nonisolated public init() {}

  /// Not Apple API: the body of a view SwiftUI draws itself (Apple's pages do not list it).
  public typealias Body = Never

  /// Not Apple API: the body of a view SwiftUI draws itself (Apple's pages do not list it).
  public var body: Never { return compiledOnly("EmptyView.body") }
}
