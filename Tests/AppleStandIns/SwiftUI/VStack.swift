/// https://developer.apple.com/documentation/swiftui/vstack
@frozen nonisolated public struct VStack<Content> where Content: View {
  @usableFromInline let alignment: HorizontalAlignment
  @usableFromInline let spacing: CGFloat?
  @usableFromInline let content: Content

  /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

extension VStack: View {
  public typealias Body = Never

  public var body: Never { return compiledOnly("VStack.body") }
}
