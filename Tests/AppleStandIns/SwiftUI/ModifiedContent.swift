/// https://developer.apple.com/documentation/swiftui/modifiedcontent
@frozen public struct ModifiedContent<Content, Modifier> {
  /// https://developer.apple.com/documentation/swiftui/modifiedcontent/content
  public var content: Content
  /// https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier
  public var modifier: Modifier

  /// https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never

  public var body: Never { return compiledOnly("ModifiedContent.body") }
}
