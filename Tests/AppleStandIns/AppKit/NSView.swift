import Foundation

/// https://developer.apple.com/documentation/appkit/nsview
/// Apple: `@MainActor class NSView`
@preconcurrency @MainActor
open class NSView: NSResponder {
  /// https://developer.apple.com/documentation/appkit/nsview/ishidden
  /// Apple: `var isHidden: Bool { get set }`
  open var isHidden: Bool = false
  /// https://developer.apple.com/documentation/appkit/nsview/alphavalue
  /// Apple: `var alphaValue: CGFloat { get set }`
  open var alphaValue: CGFloat = 1

  /// https://developer.apple.com/documentation/appkit/nsview/init(frame:)
  /// Apple: `init(frame frameRect: NSRect)`
  public init(frame frameRect: NSRect) { super.init() }
  /// https://developer.apple.com/documentation/appkit/nsview/init(coder:)
  /// Apple: `init?(coder: NSCoder)`
  ///
  /// `required` here: Apple's comes from `NSCoding`, which makes every Swift subclass
  /// implement it; the stand-in has no `NSCoding` conformance, so it says so itself.
  public required init?(coder: NSCoder) { super.init() }
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init() (the
  /// initializer every Objective-C class inherits from `NSObject`; `NSView`'s makes a view
  /// with a zero frame)
  /// Apple: `init()`
  ///
  /// A convenience initializer here: Swift source keeps `init()` beside `init(frame:)` only by
  /// declaring it, and it reaches the subclasses' `init(frame:)` overrides.
  public convenience override init() { self.init(frame: .zero) }

  /// https://developer.apple.com/documentation/appkit/nsappearancecustomization/appearance
  /// Apple: `var appearance: NSAppearance? { get set }`
  open var appearance: NSAppearance?
  /// https://developer.apple.com/documentation/appkit/nsappearancecustomization/effectiveappearance
  /// Apple: `var effectiveAppearance: NSAppearance { get }`
  ///
  /// The stand-in has no view hierarchy or app: the view's own appearance, else aqua.
  open var effectiveAppearance: NSAppearance { appearance ?? NSAppearance(named: .aqua)! }
}

/// https://developer.apple.com/documentation/appkit/nsview (conforms to
/// `NSAppearanceCustomization`). A `@preconcurrency` conformance: Apple's protocol is not
/// main-actor isolated while `NSView` is, as for Objective-C classes imported into Swift.
extension NSView: @preconcurrency NSAppearanceCustomization {}
