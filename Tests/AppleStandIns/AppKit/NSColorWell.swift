import Foundation

/// https://developer.apple.com/documentation/appkit/nscolorwell
@preconcurrency @MainActor
open class NSColorWell: NSControl {
  /// https://developer.apple.com/documentation/appkit/nscolorwell/color (white until set).
  open var color: NSColor = .white
}
