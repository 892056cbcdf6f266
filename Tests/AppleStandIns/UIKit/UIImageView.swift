import Foundation

/// https://developer.apple.com/documentation/uikit/uiimageview
/// Apple: `@MainActor class UIImageView`
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiimageview/image
  /// Apple: `var image: UIImage? { get set }`
  open var image: UIImage?

  /// https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
  /// Apple: `init(image: UIImage?)`
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
  }
  /// `init(frame:)`, which an image view inherits from `UIView` in Objective-C (so `init()`
  /// is there too): https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  /// Apple: `init(frame: CGRect)`
  public override init(frame: CGRect) { super.init(frame: frame) }
  /// Not used by the stand-in: it makes no views from archives.
  /// No Apple page: searched developer.apple.com/documentation/uikit/uiimageview/init(coder:)
  public required init?(coder: NSCoder) { return nil }
}
