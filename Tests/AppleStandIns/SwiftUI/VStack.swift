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
  /// Not Apple API: the body of a view SwiftUI draws itself (Apple's pages do not list it).
  public typealias Body = Never

  /// Not Apple API: the body of a view SwiftUI draws itself (Apple's pages do not list it).
  public var body: Never { return compiledOnly("VStack.body") }
}
