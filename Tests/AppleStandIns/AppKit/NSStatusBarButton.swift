import Foundation

/// https://developer.apple.com/documentation/appkit/nsstatusbarbutton
/// Apple: `class NSStatusBarButton`
///
/// Main-actor isolated through its superclass (as `NSControl`).
open class NSStatusBarButton: NSButton {
  /// https://developer.apple.com/documentation/appkit/nsstatusbarbutton/appearsdisabled
  /// Apple: `var appearsDisabled: Bool { get set }`
  open var appearsDisabled: Bool = false
}
