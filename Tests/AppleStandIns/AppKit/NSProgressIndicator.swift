import Foundation

/// https://developer.apple.com/documentation/appkit/nsprogressindicator
/// Apple: `class NSProgressIndicator`
///
/// Main-actor isolated through its superclass `NSView`.
open class NSProgressIndicator: NSView {
  /// https://developer.apple.com/documentation/appkit/nsprogressindicator/doublevalue
  /// Apple: `var doubleValue: Double { get set }`
  open var doubleValue: Double = 0
  /// https://developer.apple.com/documentation/appkit/nsprogressindicator/isindeterminate
  /// Apple: `var isIndeterminate: Bool { get set }`
  open var isIndeterminate: Bool = true

  /// https://developer.apple.com/documentation/appkit/nsprogressindicator/startanimation(_:)
  /// Apple: `func startAnimation(_ sender: Any?)`
  open func startAnimation(_ sender: Any?) {}
  /// https://developer.apple.com/documentation/appkit/nsprogressindicator/stopanimation(_:)
  /// Apple: `func stopAnimation(_ sender: Any?)`
  open func stopAnimation(_ sender: Any?) {}
}
