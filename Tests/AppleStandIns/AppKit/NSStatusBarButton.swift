import Foundation

/// https://developer.apple.com/documentation/appkit/nsstatusbarbutton
@preconcurrency @MainActor
open class NSStatusBarButton: NSButton {
  /// https://developer.apple.com/documentation/appkit/nsstatusbarbutton/appearsdisabled
  open var appearsDisabled: Bool = false
}
