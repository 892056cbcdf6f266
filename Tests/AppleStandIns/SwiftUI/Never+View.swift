/// https://developer.apple.com/documentation/swift/never (conforms to `View`): the body type of
/// views that SwiftUI draws itself.
extension Never: View {
  /// No Apple page: searched developer.apple.com/documentation/swift/never/body-swift.typealias
  /// (a view SwiftUI draws itself).
  public typealias Body = Never

  /// No Apple page: searched developer.apple.com/documentation/swift/never/body (a view SwiftUI
  /// draws itself).
  public var body: Never { return compiledOnly("Never.body") }
}
