/// https://developer.apple.com/documentation/swiftui/modifiedcontent
/// Apple: `@frozen struct ModifiedContent<Content, Modifier>`
@frozen public struct ModifiedContent<Content, Modifier> {
  /// No Apple page: searched developer.apple.com/documentation/swiftui/modifiedcontent/content
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
  /// No Apple page: searched
  /// developer.apple.com/documentation/swiftui/modifiedcontent/body-swift.typealias
  /// (a view SwiftUI draws itself).
  public typealias Body = Never

  /// No Apple page: searched developer.apple.com/documentation/swiftui/modifiedcontent/body
  /// (a view SwiftUI draws itself).
  public var body: Never { return compiledOnly("ModifiedContent.body") }
}
