import Foundation

/// https://developer.apple.com/documentation/appkit/nswindowcontroller
/// Apple: `class NSWindowController`
///
/// Main-actor isolated through its superclass `NSResponder`.
open class NSWindowController: NSResponder {
  /// https://developer.apple.com/documentation/appkit/nswindowcontroller/window
  /// Apple: `var window: NSWindow? { get set }`
  open var window: NSWindow?

  /// https://developer.apple.com/documentation/appkit/nswindowcontroller/init(window:)
  /// Apple: `init(window: NSWindow?)`
  public init(window: NSWindow?) {
    self.window = window
    super.init()
  }
  /// No Apple page: searched
  /// developer.apple.com/documentation/appkit/nswindowcontroller/init(coder:)
  public required init?(coder: NSCoder) { super.init() }

  /// https://developer.apple.com/documentation/appkit/nswindowcontroller/windowdidload()
  /// Apple: `func windowDidLoad()`
  open func windowDidLoad() {}
}
