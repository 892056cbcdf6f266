import Foundation

/// https://developer.apple.com/documentation/appkit/nsstatusbarbutton
@MainActor
open class NSStatusBarButton: NSButton {
  /// https://developer.apple.com/documentation/appkit/nsstatusbarbutton/appearsdisabled
  open var appearsDisabled: Bool = false
}
