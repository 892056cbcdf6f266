/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
///
/// Apple documents the type (what `if`/`else` in a view builder makes) but not its storage;
/// the stand-in stores the branch it is given, as an enum.
/// No Apple page: none among the stored developer.apple.com pages searched for it
@frozen nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {
  @usableFromInline enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  @usableFromInline let storage: Storage

  @usableFromInline init(storage: Storage) { self.storage = storage }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  /// Not Apple API: the body of a view SwiftUI draws itself (Apple's pages do not list it).
  public typealias Body = Never

  /// Not Apple API: the body of a view SwiftUI draws itself (Apple's pages do not list it).
  public var body: Never { return compiledOnly("_ConditionalContent.body") }
}
