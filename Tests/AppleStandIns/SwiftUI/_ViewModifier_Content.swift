/// https://developer.apple.com/documentation/swiftui/_viewmodifier_content: the proxy for the
/// modified view that `ViewModifier.body(content:)` receives.
/// No Apple page: none among the stored developer.apple.com pages searched for it
@frozen nonisolated public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {
  init() {}
}

extension _ViewModifier_Content: View {
  /// Not Apple API: the body of a view SwiftUI draws itself (Apple's pages do not list it).
  public typealias Body = Never

  /// Not Apple API: the body of a view SwiftUI draws itself (Apple's pages do not list it).
  public var body: Never { return compiledOnly("_ViewModifier_Content.body") }
}
