/// What `if`/`else` in a view builder makes. The stand-in stores the branch it is given, as an
/// enum.
/// No Apple page: searched developer.apple.com/documentation/swiftui/_conditionalcontent
@frozen nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {
  @usableFromInline enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  @usableFromInline let storage: Storage

  @usableFromInline init(storage: Storage) { self.storage = storage }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  /// No Apple page: searched
  /// developer.apple.com/documentation/swiftui/_conditionalcontent/body-swift.typealias
  /// (a view SwiftUI draws itself).
  public typealias Body = Never

  /// No Apple page: searched developer.apple.com/documentation/swiftui/_conditionalcontent/body
  /// (a view SwiftUI draws itself).
  public var body: Never { return compiledOnly("_ConditionalContent.body") }
}
