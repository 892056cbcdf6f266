import Foundation

/// https://developer.apple.com/documentation/appkit/nsview
@MainActor
open class NSView: NSResponder {
  /// https://developer.apple.com/documentation/appkit/nsview/ishidden
  open var isHidden: Bool = false
  /// https://developer.apple.com/documentation/appkit/nsview/alphavalue
  open var alphaValue: CGFloat = 1

  /// https://developer.apple.com/documentation/appkit/nsview/init(frame:)
  public init(frame frameRect: NSRect) { super.init() }
  /// https://developer.apple.com/documentation/appkit/nsview/init(coder:)
  public required init?(coder: NSCoder) { super.init() }
  public convenience override init() { self.init(frame: .zero) }
}
