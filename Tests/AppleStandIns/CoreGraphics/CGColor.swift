import Foundation

/// https://developer.apple.com/documentation/coregraphics/cgcolor
/// Apple: `class CGColor`
///
/// The part the adapters and the Bond v4 tests use: a color made from components, equal to
/// another with the same components (https://developer.apple.com/documentation/coregraphics/cgcolor/2920992-__
/// — Swift's `==` for `CGColor`, which Swift 3 made of `CGColorEqualToColor`). Immutable, so
/// `Sendable` as Apple's is. Not `final`, as Apple's text shows (`public`, not `open`, keeps
/// other modules from subclassing it, as for Apple's Core Foundation type), so its
/// `Sendable` is `@unchecked`: its only stored property is a `let` of a `Sendable` type.
public class CGColor: Equatable, Hashable, @unchecked Sendable {
  /// Red, green, blue, alpha.
  private let storedComponents: [CGFloat]

  /// https://developer.apple.com/documentation/coregraphics/cgcolor/components
  /// Apple: `var components: [CGFloat]? { get }`
  ///
  /// Red, green, blue, alpha.
  public var components: [CGFloat]? { storedComponents }

  /// https://developer.apple.com/documentation/coregraphics/cgcolor/init(red:green:blue:alpha:)
  /// Apple: `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    storedComponents = [red, green, blue, alpha]
  }

  /// No Apple page: searched developer.apple.com/documentation/coregraphics/cgcolor/==(_:_:)
  public static func == (left: CGColor, right: CGColor) -> Bool {
    left.storedComponents == right.storedComponents
  }

  /// No Apple page: searched developer.apple.com/documentation/coregraphics/cgcolor/hash(into:)
  public func hash(into hasher: inout Hasher) { hasher.combine(storedComponents) }
}
