/// https://developer.apple.com/documentation/swiftui/toggle
nonisolated public struct Toggle<Label> where Label: View {
  let isOn: Binding<Bool>
  let label: Label

  /// https://developer.apple.com/documentation/swiftui/toggle/init(ison:label:)
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }
}

extension Toggle where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)-8cgq3
  /// (the `StringProtocol` title)
  public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle: View {
  public typealias Body = Never

  public var body: Never { return compiledOnly("Toggle.body") }
}
