/// https://developer.apple.com/documentation/swiftui/view
/// Apple: `@MainActor @preconcurrency protocol View`
@MainActor @preconcurrency
public protocol View {
  /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  /// Apple: `associatedtype Body : View`
  associatedtype Body: View

  /// https://developer.apple.com/documentation/swiftui/view/body-8kl5o
  /// Apple: `@ContentBuilder @MainActor @preconcurrency var body: Self.Body { get }`
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}
