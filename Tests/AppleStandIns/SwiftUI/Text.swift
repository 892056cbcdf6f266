/// https://developer.apple.com/documentation/swiftui/text
/// Apple: `@frozen struct Text`
///
/// Without `LocalizedStringKey` here, a string literal picks `init(_:)` for any
/// `StringProtocol`; on Apple platforms it picks the localized initializer. Both take the same
/// literals and interpolations.
@frozen public struct Text: Equatable, Sendable {
  @usableFromInline let content: String

  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  /// Apple: `init<S>(_ content: S) where S : StringProtocol`
  public init<S>(_ content: S) where S: StringProtocol {
    self.content = String(content)
  }

  /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
  /// Apple: `init(verbatim content: String)`
  public init(verbatim content: String) { self.content = content }
}

extension Text: View {
  /// No Apple page: searched developer.apple.com/documentation/swiftui/text/body-swift.typealias
  /// (a view SwiftUI draws itself).
  public typealias Body = Never

  /// No Apple page: searched developer.apple.com/documentation/swiftui/text/body (a view SwiftUI
  /// draws itself).
  public var body: Never { return compiledOnly("Text.body") }
}
