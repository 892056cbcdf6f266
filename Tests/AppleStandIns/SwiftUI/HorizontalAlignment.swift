/// https://developer.apple.com/documentation/swiftui/horizontalalignment
///
/// Apple's value is built from an alignment identifier; the stand-in stores a name.
@frozen public struct HorizontalAlignment: Equatable, Sendable {
  @usableFromInline let name: String

  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
  public static let leading = HorizontalAlignment(name: "leading")
  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  public static let center = HorizontalAlignment(name: "center")
  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/trailing
  public static let trailing = HorizontalAlignment(name: "trailing")
}
