import Foundation

/// https://developer.apple.com/documentation/appkit/nsslider
@preconcurrency @MainActor
open class NSSlider: NSControl {
  /// https://developer.apple.com/documentation/appkit/nsslider/minvalue
  open var minValue: Double = 0
  /// https://developer.apple.com/documentation/appkit/nsslider/maxvalue
  open var maxValue: Double = 1
}
