import Foundation

/// https://developer.apple.com/documentation/appkit/nswindow
/// Apple: `@MainActor class NSWindow`
@preconcurrency @MainActor
open class NSWindow: NSResponder {
  /// https://developer.apple.com/documentation/appkit/nswindow/title
  /// Apple: `var title: String { get set }`
  open var title: String = ""
}
