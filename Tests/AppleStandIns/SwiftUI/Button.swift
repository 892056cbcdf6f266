/// https://developer.apple.com/documentation/swiftui/button
/// Apple: `nonisolated struct Button<Label> where Label : View`
///
/// The initializers are `@preconcurrency nonisolated` with a `@MainActor` action.
nonisolated public struct Button<Label> where Label: View {
  let action: @MainActor () -> Void
  let label: Label

  /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  /// Apple: `@preconcurrency nonisolated init(action: @escaping @MainActor () -> Void,
  /// @ContentBuilder label: () -> Label)`
  @preconcurrency
  nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.action = action
    self.label = label()
  }
}

extension Button where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  /// Apple: `@preconcurrency nonisolated init<S>(_ title: S, action: @escaping @MainActor () ->
  /// Void) where S : StringProtocol`
  @preconcurrency
  nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
  where S: StringProtocol {
    self.init(action: action) { Text(title) }
  }
}

extension Button: View {
  /// No Apple page: searched developer.apple.com/documentation/swiftui/button/body-swift.typealias
  /// (a view SwiftUI draws itself).
  public typealias Body = Never

  /// No Apple page: searched developer.apple.com/documentation/swiftui/button/body (a view SwiftUI
  /// draws itself).
  public var body: Never { return compiledOnly("Button.body") }
}
