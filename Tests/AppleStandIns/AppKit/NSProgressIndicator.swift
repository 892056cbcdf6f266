import Foundation

/// https://developer.apple.com/documentation/appkit/nsprogressindicator
@preconcurrency @MainActor
open class NSProgressIndicator: NSView {
  /// https://developer.apple.com/documentation/appkit/nsprogressindicator/doublevalue
  open var doubleValue: Double = 0
  /// https://developer.apple.com/documentation/appkit/nsprogressindicator/isindeterminate
  open var isIndeterminate: Bool = true

  /// https://developer.apple.com/documentation/appkit/nsprogressindicator/startanimation(_:)
  open func startAnimation(_ sender: Any?) {}
  /// https://developer.apple.com/documentation/appkit/nsprogressindicator/stopanimation(_:)
  open func stopAnimation(_ sender: Any?) {}
}
