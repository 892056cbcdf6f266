import Foundation

/// https://developer.apple.com/documentation/uikit/uiview
@preconcurrency @MainActor
open class UIView: UIResponder {
  open var isHidden: Bool = false
  open var alpha: CGFloat = 1
  @NSCopying open var backgroundColor: UIColor?
  open var isUserInteractionEnabled: Bool = true
  /// Implicitly unwrapped in Apple's declaration (`var tintColor: UIColor!`).
  open var tintColor: UIColor!
  open var tag: Int = 0
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
  ///
  /// Apple declares it on `NSObject` (the UIAccessibility informal protocol); a stored
  /// property cannot live in an extension, so the stand-in has it on `UIView`, where the
  /// adapters' users set it. The stand-in `UICollectionView` reads it from its cells.
  open var accessibilityLabel: String?

  public init(frame: CGRect) { super.init() }
  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { super.init() }
  public convenience override init() { self.init(frame: .zero) }

  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/awakefromnib()
  ///
  /// Apple declares it on `NSObject` (the UINibLoading informal protocol); a method of an
  /// extension cannot be overridden without Objective-C, so the stand-in has it on `UIView`,
  /// whose subclasses (cells made from a storyboard) override it. Called by whatever loads the
  /// view from an archive; nothing in the stand-in does.
  open func awakeFromNib() {}
}
