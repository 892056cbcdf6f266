/// https://developer.apple.com/documentation/swiftui/vstack
/// Apple: `@frozen nonisolated struct VStack<Content> where Content : View`
@frozen nonisolated public struct VStack<Content> where Content: View {
  @usableFromInline let alignment: HorizontalAlignment
  @usableFromInline let spacing: CGFloat?
  @usableFromInline let content: Content

  /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  /// Apple: `nonisolated init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
  /// @ContentBuilder content: () -> Content)`
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

extension VStack: View {
  /// No Apple page: searched developer.apple.com/documentation/swiftui/vstack/body-swift.typealias
  /// (a view SwiftUI draws itself).
  public typealias Body = Never

  /// No Apple page: searched developer.apple.com/documentation/swiftui/vstack/body (a view SwiftUI
  /// draws itself).
  public var body: Never { return compiledOnly("VStack.body") }
}
