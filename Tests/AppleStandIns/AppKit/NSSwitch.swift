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

  /// Not Apple API: the user clicks (or slides) the switch. Its state goes to the other of its
  /// two ("A control that offers a binary choice",
  /// https://developer.apple.com/documentation/appkit/nsswitch), then it sends its action to
  /// its target with `sendAction(_:to:)`, as a control does when the user changes it
  /// (https://developer.apple.com/documentation/appkit/nscontrol/sendaction(_:to:)). A
  /// disabled switch does not change. Reached only with `@_spi(StandIn) import AppKit`.
  @_spi(StandIn) public func simulateClick() {
    userManipulates { state = state == .on ? .off : .on }
  }
}
