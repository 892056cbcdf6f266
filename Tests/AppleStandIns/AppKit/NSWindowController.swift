import Foundation

/// https://developer.apple.com/documentation/appkit/nswindowcontroller
@preconcurrency @MainActor
open class NSWindowController: NSResponder {
  /// https://developer.apple.com/documentation/appkit/nswindowcontroller/window
  open var window: NSWindow?

  /// https://developer.apple.com/documentation/appkit/nswindowcontroller/init(window:)
  public init(window: NSWindow?) {
    self.window = window
    super.init()
  }
  /// https://developer.apple.com/documentation/appkit/nswindowcontroller/init(coder:)
  public required init?(coder: NSCoder) { super.init() }

  /// https://developer.apple.com/documentation/appkit/nswindowcontroller/windowdidload()
  open func windowDidLoad() {}
}
