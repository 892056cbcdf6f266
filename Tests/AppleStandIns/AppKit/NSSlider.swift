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

  /// Not Apple API: the user drags the slider's knob to `value` and lets go. The slider takes
  /// the value, kept between ``minValue`` and ``maxValue`` ("the minimum (maximum) value the
  /// slider can send to its target",
  /// https://developer.apple.com/documentation/appkit/nsslider/minvalue), then sends its
  /// action to its target with `sendAction(_:to:)`, as a control does when the user drags it
  /// (https://developer.apple.com/documentation/appkit/nscontrol/sendaction(_:to:)); a
  /// continuous slider also sends it during the drag
  /// (https://developer.apple.com/documentation/appkit/nscontrol/iscontinuous), which this
  /// one-step drag does not play. A disabled slider does not move. Reached only with
  /// `@_spi(StandIn) import AppKit`.
  @_spi(StandIn) public func simulateDrag(to value: Double) {
    userManipulates { doubleValue = min(max(value, minValue), maxValue) }
  }
}
