import Foundation

/// https://developer.apple.com/documentation/coregraphics/cgcolor
///
/// The part the adapters and the Bond v4 tests use: a color made from components, equal to
/// another with the same components (https://developer.apple.com/documentation/coregraphics/cgcolor/2920992-__
/// — Swift's `==` for `CGColor`, which Swift 3 made of `CGColorEqualToColor`). Immutable, so
/// `Sendable` as Apple's is.
public final class CGColor: Equatable, Hashable, Sendable {
  /// Red, green, blue, alpha.
  public let components: [CGFloat]?

  /// https://developer.apple.com/documentation/coregraphics/cgcolor/init(red:green:blue:alpha:)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }

  public static func == (left: CGColor, right: CGColor) -> Bool {
    left.components == right.components
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
