/// https://developer.apple.com/documentation/swiftui/viewmodifier
/// Apple: `@MainActor @preconcurrency protocol ViewModifier`
@MainActor @preconcurrency
public protocol ViewModifier {
  /// No Apple page: searched
  /// developer.apple.com/documentation/swiftui/viewmodifier/body-swift.associatedtype
  associatedtype Body: View

  /// https://developer.apple.com/documentation/swiftui/viewmodifier/content
  /// Apple: `typealias Content`
  ///
  /// The page does not print the aliased type; Swift needs one.
  typealias Content = _ViewModifier_Content<Self>

  /// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
  /// Apple: `@ContentBuilder @MainActor @preconcurrency func body(content: Self.Content) ->
  /// Self.Body`
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}
