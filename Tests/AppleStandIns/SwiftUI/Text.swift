/// https://developer.apple.com/documentation/swiftui/text
///
/// Without `LocalizedStringKey` here, a string literal picks `init(_:)` for any
/// `StringProtocol`; on Apple platforms it picks the localized initializer. Both take the same
/// literals and interpolations.
@frozen public struct Text: Equatable, Sendable {
  @usableFromInline let content: String

  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  nonisolated public init<S>(_ content: S) where S: StringProtocol {
    self.content = String(content)
  }

  /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
  nonisolated public init(verbatim content: String) { self.content = content }
}

extension Text: View {
  public typealias Body = Never

  public var body: Never { return compiledOnly("Text.body") }
}
