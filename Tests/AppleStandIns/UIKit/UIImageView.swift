import Foundation

/// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor
open class UIImageView: UIView {
  open var image: UIImage?

  /// https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
  }
  /// Not used by the stand-in: it makes no views from archives.
  public required init?(coder: NSCoder) { return nil }
}
