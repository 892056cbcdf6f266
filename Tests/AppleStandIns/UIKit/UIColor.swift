import Foundation

/// https://developer.apple.com/documentation/uikit/uicolor
///
/// Not main-actor isolated. Sendable, as UIKit's header marks it (`NS_SWIFT_SENDABLE`, since the
/// iOS 17 SDK: colors are immutable); issue 23's audit found the stand-in stricter than the SDK
/// here.
// Safety: the stand-in has no stored state at all.
open class UIColor: NSObject, NSCopying, @unchecked Sendable {
  public init(white: CGFloat, alpha: CGFloat) { super.init() }
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
  open func copy(with zone: NSZone? = nil) -> Any { self }

  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
  open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
}
