/// https://developer.apple.com/documentation/swift/optional (conforms to `View` when `Wrapped`
/// conforms): what `if` without `else` in a view builder makes.
extension Optional: View where Wrapped: View {
  /// No Apple page: searched developer.apple.com/documentation/swift/optional/body-swift.typealias
  /// (a view SwiftUI draws itself).
  public typealias Body = Never

  /// No Apple page: searched developer.apple.com/documentation/swift/optional/body (a view SwiftUI
  /// draws itself).
  public var body: Never { return compiledOnly("Optional.body") }
}
