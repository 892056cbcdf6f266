/// https://developer.apple.com/documentation/swift/never (conforms to `View`): the body type of
/// views that SwiftUI draws itself.
extension Never: View {
  /// Not Apple API: the body of a view SwiftUI draws itself (Apple's pages do not list it).
  public typealias Body = Never

  /// Not Apple API: the body of a view SwiftUI draws itself (Apple's pages do not list it).
  public var body: Never { return compiledOnly("Never.body") }
}
