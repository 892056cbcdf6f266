import Foundation

/// https://developer.apple.com/documentation/uikit/uicolor
///
/// Not main-actor isolated. Sendable, as UIKit's header marks it (`NS_SWIFT_SENDABLE`, since the
/// iOS 17 SDK: colors are immutable); a stand-in without it would be stricter than the SDK.
// Safety: the stand-in's only stored state is its components, constants set at init.
/// Apple: `class UIColor`
open class UIColor: NSObject, NSCopying, @unchecked Sendable {
  /// Not Apple API: the color's red, green, blue and alpha components, for `isEqual(_:)`.
  private let components: [CGFloat]

  /// https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)
  /// Apple: `init(white: CGFloat, alpha: CGFloat)`
  public init(white: CGFloat, alpha: CGFloat) {
    components = [white, white, white, alpha]
    super.init()
  }
  /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  /// Apple: `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)`
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
    super.init()
  }
  /// https://developer.apple.com/documentation/foundation/nscopying/copy(with:)
  /// Apple: `func copy(with zone: NSZone? = nil) -> Any`
  ///
  /// Colors are immutable, so the copy is the color itself.
  open func copy(with zone: NSZone? = nil) -> Any { self }

  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:)
  /// Apple: `func isEqual(_ object: Any?) -> Bool`
  ///
  /// Colors with the same components are equal (`==` on `NSObject` calls this), as UIKit's
  /// colors of one color space are; the stand-in has only the RGB one.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIColor)?.components == components
  }
  /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/hash
  /// Apple: `var hash: Int { get }`
  open override var hash: Int { components.hashValue }

  /// https://developer.apple.com/documentation/uikit/uicolor/cgcolor
  /// Apple: `var cgColor: CGColor { get }`
  open var cgColor: CGColor {
    CGColor(red: components[0], green: components[1], blue: components[2], alpha: components[3])
  }

  /// https://developer.apple.com/documentation/uikit/uicolor/black
  /// Apple: `class var black: UIColor { get }`
  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// No Apple page: searched developer.apple.com/documentation/uikit/uicolor/white
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }
  /// https://developer.apple.com/documentation/uikit/uicolor/clear
  /// Apple: `class var clear: UIColor { get }`
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
  /// No Apple page: searched developer.apple.com/documentation/uikit/uicolor/red
  open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// No Apple page: searched developer.apple.com/documentation/uikit/uicolor/green
  open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  /// https://developer.apple.com/documentation/uikit/uicolor/blue
  /// Apple: `class var blue: UIColor { get }`
  open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
}
