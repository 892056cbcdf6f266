import Foundation

/// https://developer.apple.com/documentation/appkit/nscolorwell
/// Apple: `class NSColorWell`
///
/// Main-actor isolated through its superclass (as `NSControl`).
open class NSColorWell: NSControl {
  /// https://developer.apple.com/documentation/appkit/nscolorwell/color (white until set).
  /// Apple: `@NSCopying var color: NSColor { get set }`
  @NSCopying open var color: NSColor = .white
}
