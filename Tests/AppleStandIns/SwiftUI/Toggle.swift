/// https://developer.apple.com/documentation/swiftui/toggle
/// Apple: `nonisolated struct Toggle<Label> where Label : View`
nonisolated public struct Toggle<Label> where Label: View {
  let isOn: Binding<Bool>
  let label: Label

  /// https://developer.apple.com/documentation/swiftui/toggle/init(ison:label:)
  /// Apple: `nonisolated init(isOn: Binding<Bool>, @ContentBuilder label: () -> Label)`
  nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }
}

extension Toggle where Label == Text {
  /// (the `StringProtocol` title)
  /// No Apple page: searched developer.apple.com/documentation/swiftui/toggle/init(_:ison:)-8cgq3
  public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle: View {
  /// No Apple page: searched developer.apple.com/documentation/swiftui/toggle/body-swift.typealias
  /// (a view SwiftUI draws itself).
  public typealias Body = Never

  /// No Apple page: searched developer.apple.com/documentation/swiftui/toggle/body (a view SwiftUI
  /// draws itself).
  public var body: Never { return compiledOnly("Toggle.body") }
}
