/// https://developer.apple.com/documentation/swiftui/viewbuilder
/// Apple: `@resultBuilder struct ViewBuilder`
///
/// Apple's newest pages spell the attribute on `body` and on container initializers
/// `@ContentBuilder` (https://developer.apple.com/documentation/swiftui/contentbuilder:
/// `typealias ContentBuilder = ViewBuilder`); `@ViewBuilder` is the documented builder of the
/// SDKs the package supports (iOS 17, macOS 14), and the one this stand-in declares.
@resultBuilder
public struct ViewBuilder {
  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  /// Apple: `@export(implementation) static func buildBlock() -> EmptyContent`
  ///
  /// Apple's newest `EmptyContent` is not here; the stand-in returns `EmptyView`.
  @export(implementation) public static func buildBlock() -> EmptyView { EmptyView() }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  /// Apple: `@export(implementation) static func buildBlock<Content>(_ content: Content) ->
  /// Content`
  @export(implementation) public static func buildBlock<Content>(_ content: Content) -> Content {
    content
  }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
  /// Apple: `@export(implementation) static func buildBlock<each Content>(_ content: repeat each
  /// Content) -> TupleView<(repeat each Content)> where repeat each Content : View`
  @export(implementation)
  public static func buildBlock<each Content>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> where repeat each Content: View {
    TupleView((repeat each content))
  }

  /// No Apple page: searched
  /// developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
  public static func buildExpression<Content>(_ content: Content) -> Content
  where Content: View {
    content
  }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  /// Apple: `@export(implementation) static func buildIf<Content>(_ content: Content?) -> Content?`
  @export(implementation) public static func buildIf<Content>(_ content: Content?) -> Content? {
    content
  }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  /// Apple: `@export(implementation) static func buildEither<TrueContent, FalseContent>(first:
  /// TrueContent) -> _ConditionalContent<TrueContent, FalseContent>`
  @export(implementation)
  public static func buildEither<TrueContent, FalseContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  /// Apple: `@export(implementation) static func buildEither<TrueContent, FalseContent>(second:
  /// FalseContent) -> _ConditionalContent<TrueContent, FalseContent>`
  @export(implementation)
  public static func buildEither<TrueContent, FalseContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }
}
