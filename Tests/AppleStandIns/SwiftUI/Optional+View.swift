/// https://developer.apple.com/documentation/swift/optional (conforms to `View` when `Wrapped`
/// conforms): what `if` without `else` in a view builder makes.
extension Optional: View where Wrapped: View {
  public typealias Body = Never

  public var body: Never { return compiledOnly("Optional.body") }
}
