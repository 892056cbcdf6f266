import Foundation

/// https://developer.apple.com/documentation/appkit/nsview
@preconcurrency @MainActor
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

  /// https://developer.apple.com/documentation/appkit/nsappearancecustomization/appearance
  open var appearance: NSAppearance?
  /// https://developer.apple.com/documentation/appkit/nsappearancecustomization/effectiveappearance
  /// (the stand-in has no view hierarchy or app: the view's own appearance, else aqua).
  open var effectiveAppearance: NSAppearance { appearance ?? NSAppearance(named: .aqua)! }
}

/// https://developer.apple.com/documentation/appkit/nsview (conforms to
/// `NSAppearanceCustomization`).
extension NSView: NSAppearanceCustomization {}
