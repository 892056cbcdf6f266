import Foundation

/// https://developer.apple.com/documentation/uikit/uicolor
///
/// Not main-actor isolated. Whether Apple's SDK marks it `Sendable` (NS_SWIFT_SENDABLE) is not
/// certain here, so the stand-in does not: adapters must not need it.
open class UIColor: NSObject, NSCopying {
  public init(white: CGFloat, alpha: CGFloat) { super.init() }
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
  open func copy(with zone: NSZone? = nil) -> Any { self }

  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
  open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
}
