/// https://developer.apple.com/documentation/swift/optional (conforms to `View` when `Wrapped`
/// conforms): what `if` without `else` in a view builder makes.
extension Optional: View where Wrapped: View {
  /// Not Apple API: the body of a view SwiftUI draws itself (Apple's pages do not list it).
  public typealias Body = Never

  /// Not Apple API: the body of a view SwiftUI draws itself (Apple's pages do not list it).
  public var body: Never { return compiledOnly("Optional.body") }
}
