import Foundation

/// https://developer.apple.com/documentation/appkit/nsswitch
@available(macOS 10.15, *)
@preconcurrency @MainActor
open class NSSwitch: NSControl {
  /// https://developer.apple.com/documentation/appkit/nsswitch/state
  open var state: NSControl.StateValue = .off
}
