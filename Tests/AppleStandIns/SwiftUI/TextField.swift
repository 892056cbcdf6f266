/// https://developer.apple.com/documentation/swiftui/textfield
/// Apple: `nonisolated struct TextField<Label> where Label : View`
nonisolated public struct TextField<Label> where Label: View {
  let text: Binding<String>
  let label: Label

  /// https://developer.apple.com/documentation/swiftui/textfield/init(text:prompt:label:)
  /// Apple: `nonisolated init(text: Binding<String>, prompt: Text? = nil, @ContentBuilder label: ()
  /// -> Label)`
  nonisolated public init(
    text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.text = text
    self.label = label()
  }
}

extension TextField where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi
  /// Apple: `@export(implementation) nonisolated init<S>(_ title: S, text: Binding<String>) where S
  /// : StringProtocol`
  @export(implementation) nonisolated public init<S>(_ title: S, text: Binding<String>)
  where S: StringProtocol {
    self.init(text: text) { Text(title) }
  }
}

extension TextField: View {
  /// No Apple page: searched
  /// developer.apple.com/documentation/swiftui/textfield/body-swift.typealias
  /// (a view SwiftUI draws itself).
  public typealias Body = Never

  /// No Apple page: searched developer.apple.com/documentation/swiftui/textfield/body
  /// (a view SwiftUI draws itself).
  public var body: Never { return compiledOnly("TextField.body") }
}
