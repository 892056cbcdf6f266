import Foundation

/// https://developer.apple.com/documentation/appkit/nsswitch
/// Apple: `class NSSwitch`
///
/// Main-actor isolated through its superclass (as `NSControl`).
@available(macOS 10.15, *)
open class NSSwitch: NSControl {
  /// https://developer.apple.com/documentation/appkit/nsswitch/state
  /// Apple: `var state: NSControl.StateValue { get set }`
  open var state: NSControl.StateValue = .off
}
