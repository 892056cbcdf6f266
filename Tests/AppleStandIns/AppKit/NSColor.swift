import Foundation

/// https://developer.apple.com/documentation/appkit/nscolor
/// Apple: `class NSColor`
///
/// Not main-actor isolated. Sendable, taken as the UIKit stand-in's `UIColor` is (colors are
/// immutable; whether AppKit's header marks it `NS_SWIFT_SENDABLE` was not certain). Two
/// colors with the same components are equal (`isEqual(_:)`), as Apple's page says of colors
/// in the same color space. `NSCopying` as AppKit's is (a copy of an immutable color is the
/// color itself), which `NSColorWell.color`'s `@NSCopying` needs.
// Safety: every stored property is an immutable `CGFloat`.
open class NSColor: NSObject, NSCopying, @unchecked Sendable {
  private let components: [CGFloat]

  /// https://developer.apple.com/documentation/appkit/nscolor/init(srgbred:green:blue:alpha:)-9oz51
  /// Apple: `init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
    super.init()
  }

  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:)
  /// Apple: `func isEqual(_ object: Any?) -> Bool`
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? NSColor)?.components == components
  }
  /// `NSObject`'s hash, consistent with ``isEqual(_:)``.
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/hash
  /// Apple: `var hash: Int { get }`
  open override var hash: Int { components.hashValue }

  /// https://developer.apple.com/documentation/foundation/nscopying/copy(with:) (a color is
  /// immutable: its copy is itself)
  /// Apple: `func copy(with zone: NSZone? = nil) -> Any`
  open func copy(with zone: NSZone? = nil) -> Any { self }

  /// https://developer.apple.com/documentation/appkit/nscolor/cgcolor
  /// Apple: `var cgColor: CGColor { get }`
  open var cgColor: CGColor {
    CGColor(red: components[0], green: components[1], blue: components[2], alpha: components[3])
  }

  /// No Apple page: searched developer.apple.com/documentation/appkit/nscolor/red
  open class var red: NSColor { NSColor(srgbRed: 1, green: 0, blue: 0, alpha: 1) }
  /// No Apple page: searched developer.apple.com/documentation/appkit/nscolor/cyan
  open class var cyan: NSColor { NSColor(srgbRed: 0, green: 1, blue: 1, alpha: 1) }
  /// https://developer.apple.com/documentation/appkit/nscolor/yellow
  /// Apple: `class var yellow: NSColor { get }`
  open class var yellow: NSColor { NSColor(srgbRed: 1, green: 1, blue: 0, alpha: 1) }
  /// https://developer.apple.com/documentation/appkit/nscolor/white
  /// Apple: `class var white: NSColor { get }`
  open class var white: NSColor { NSColor(srgbRed: 1, green: 1, blue: 1, alpha: 1) }
  /// No Apple page: searched developer.apple.com/documentation/appkit/nscolor/green
  open class var green: NSColor { NSColor(srgbRed: 0, green: 1, blue: 0, alpha: 1) }
}
