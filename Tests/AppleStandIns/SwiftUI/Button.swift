/// https://developer.apple.com/documentation/swiftui/button
///
/// The page's initializers are `@preconcurrency nonisolated` with a `@MainActor` action; the
/// struct is declared `nonisolated` here like `Toggle` and `TextField`, whose pages say so.
nonisolated public struct Button<Label> where Label: View {
  let action: @MainActor () -> Void
  let label: Label

  /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  @preconcurrency
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }
}

extension Button where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  @preconcurrency
  public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
    self.init(action: action) { Text(title) }
  }
}

extension Button: View {
  public typealias Body = Never

  public var body: Never { return compiledOnly("Button.body") }
}
