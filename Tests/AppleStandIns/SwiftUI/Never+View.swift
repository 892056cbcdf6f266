/// https://developer.apple.com/documentation/swift/never (conforms to `View`): the body type of
/// views that SwiftUI draws itself.
extension Never: View {
  public typealias Body = Never

  public var body: Never { return compiledOnly("Never.body") }
}
