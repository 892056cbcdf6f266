import Foundation

/// https://developer.apple.com/documentation/uikit/uiview
/// Apple: `@MainActor class UIView`
@preconcurrency @MainActor
open class UIView: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiview/ishidden
  /// Apple: `var isHidden: Bool { get set }`
  open var isHidden: Bool = false
  /// https://developer.apple.com/documentation/uikit/uiview/alpha
  /// Apple: `var alpha: CGFloat { get set }`
  open var alpha: CGFloat = 1
  /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
  /// Apple: `@NSCopying var backgroundColor: UIColor? { get set }`
  @NSCopying open var backgroundColor: UIColor?
  /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
  /// Apple: `var isUserInteractionEnabled: Bool { get set }`
  open var isUserInteractionEnabled: Bool = true
  /// https://developer.apple.com/documentation/uikit/uiview/tintcolor
  /// Apple: `var tintColor: UIColor! { get set }`
  ///
  /// Implicitly unwrapped in Apple's declaration.
  open var tintColor: UIColor!
  /// https://developer.apple.com/documentation/uikit/uiview/tag
  /// Apple: `var tag: Int { get set }`
  open var tag: Int = 0
  ///
  /// Apple declares it on `NSObject` (the UIAccessibility informal protocol); a stored
  /// property cannot live in an extension, so the stand-in has it on `UIView`, where the
  /// adapters' users set it. The stand-in `UICollectionView` reads it from its cells.
  /// No Apple page: searched
  /// developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
  open var accessibilityLabel: String?

  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  /// Apple: `init(frame: CGRect)`
  public init(frame: CGRect) { super.init() }
  /// No Apple page: searched developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { super.init() }
  /// `init()`, which a view inherits from `NSObject` in Objective-C, where it calls
  /// `init(frame:)` with a zero frame; a convenience initializer here, so that it goes through
  /// a subclass's `init(frame:)` as in UIKit.
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  /// Apple: `init()`
  public convenience override init() { self.init(frame: .zero) }

  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib()
  /// Apple: `func awakeFromNib()`
  ///
  /// Apple declares it on `NSObject` (the UINibLoading informal protocol); a method of an
  /// extension cannot be overridden without Objective-C, so the stand-in has it on `UIView`,
  /// whose subclasses (cells made from a storyboard) override it. Called by whatever loads the
  /// view from an archive; nothing in the stand-in does.
  open func awakeFromNib() {}
}
