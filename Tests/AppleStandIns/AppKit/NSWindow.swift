import Foundation

/// https://developer.apple.com/documentation/appkit/nswindow
@preconcurrency @MainActor
open class NSWindow: NSResponder {
  /// https://developer.apple.com/documentation/appkit/nswindow/title
  open var title: String = ""
}
