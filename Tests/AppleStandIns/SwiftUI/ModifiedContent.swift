/// https://developer.apple.com/documentation/swiftui/modifiedcontent
/// Apple: `@frozen struct ModifiedContent<Content, Modifier>`
@frozen public struct ModifiedContent<Content, Modifier> {
  /// https://developer.apple.com/documentation/swiftui/modifiedcontent/content
  /// No Apple page: none among the stored developer.apple.com pages searched for it
  public var content: Content
  /// https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier
  /// Apple: `var modifier: Modifier`
  public var modifier: Modifier

  /// https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
  /// Apple: `nonisolated init(content: Content, modifier: Modifier)`
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// Not Apple API: the body of a view SwiftUI draws itself (Apple's pages do not list it).
  public typealias Body = Never

  /// Not Apple API: the body of a view SwiftUI draws itself (Apple's pages do not list it).
  public var body: Never { return compiledOnly("ModifiedContent.body") }
}
