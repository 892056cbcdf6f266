/// The proxy for the modified view that `ViewModifier.body(content:)` receives.
/// No Apple page: searched developer.apple.com/documentation/swiftui/_viewmodifier_content
@frozen nonisolated public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {
  init() {}
}

extension _ViewModifier_Content: View {
  /// No Apple page: searched
  /// developer.apple.com/documentation/swiftui/_viewmodifier_content/body-swift.typealias
  /// (a view SwiftUI draws itself).
  public typealias Body = Never

  /// No Apple page: searched developer.apple.com/documentation/swiftui/_viewmodifier_content/body
  /// (a view SwiftUI draws itself).
  public var body: Never { return compiledOnly("_ViewModifier_Content.body") }
}
