import Foundation

/// https://developer.apple.com/documentation/appkit/nswindow
@MainActor
open class NSWindow: NSResponder {
  /// https://developer.apple.com/documentation/appkit/nswindow/title
  open var title: String = ""
}
