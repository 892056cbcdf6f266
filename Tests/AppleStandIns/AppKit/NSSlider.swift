import Foundation

/// https://developer.apple.com/documentation/appkit/nsslider
/// Apple: `class NSSlider`
///
/// Main-actor isolated through its superclass (as `NSControl`).
open class NSSlider: NSControl {
  /// https://developer.apple.com/documentation/appkit/nsslider/minvalue
  /// Apple: `var minValue: Double { get set }`
  open var minValue: Double = 0
  /// https://developer.apple.com/documentation/appkit/nsslider/maxvalue
  /// Apple: `var maxValue: Double { get set }`
  open var maxValue: Double = 1
}
