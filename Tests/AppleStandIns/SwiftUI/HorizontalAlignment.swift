/// https://developer.apple.com/documentation/swiftui/horizontalalignment
/// Apple: `@frozen struct HorizontalAlignment`
///
/// Apple's value is built from an alignment identifier; the stand-in stores a name.
@frozen public struct HorizontalAlignment: Equatable, Sendable {
  @usableFromInline let name: String

  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
  /// Apple: `static let leading: HorizontalAlignment`
  public static let leading: HorizontalAlignment = HorizontalAlignment(name: "leading")
  /// No Apple page: searched developer.apple.com/documentation/swiftui/horizontalalignment/center
  public static let center: HorizontalAlignment = HorizontalAlignment(name: "center")
  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/trailing
  /// Apple: `static let trailing: HorizontalAlignment`
  public static let trailing: HorizontalAlignment = HorizontalAlignment(name: "trailing")
}
