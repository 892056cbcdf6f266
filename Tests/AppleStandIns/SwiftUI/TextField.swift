/// https://developer.apple.com/documentation/swiftui/textfield
nonisolated public struct TextField<Label> where Label: View {
  let text: Binding<String>
  let label: Label

  /// https://developer.apple.com/documentation/swiftui/textfield/init(text:prompt:label:)
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    self.label = label()
  }
}

extension TextField where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi
  public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
    self.init(text: text) { Text(title) }
  }
}

extension TextField: View {
  public typealias Body = Never

  public var body: Never { return compiledOnly("TextField.body") }
}
