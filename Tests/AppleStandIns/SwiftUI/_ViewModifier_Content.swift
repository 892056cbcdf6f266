/// https://developer.apple.com/documentation/swiftui/_viewmodifier_content: the proxy for the
/// modified view that `ViewModifier.body(content:)` receives.
@frozen nonisolated public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {
  init() {}
}

extension _ViewModifier_Content: View {
  public typealias Body = Never

  public var body: Never { return compiledOnly("_ViewModifier_Content.body") }
}
