/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
///
/// Apple documents the type (what `if`/`else` in a view builder makes) but not its storage;
/// the stand-in stores the branch it is given, as an enum.
@frozen nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {
  @usableFromInline enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  @usableFromInline let storage: Storage

  @usableFromInline init(storage: Storage) { self.storage = storage }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public typealias Body = Never

  public var body: Never { return compiledOnly("_ConditionalContent.body") }
}
