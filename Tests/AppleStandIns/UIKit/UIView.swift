import Foundation

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: UIResponder {
  open var isHidden: Bool = false
  open var alpha: CGFloat = 1
  @NSCopying open var backgroundColor: UIColor?
  open var isUserInteractionEnabled: Bool = true
  /// Implicitly unwrapped in Apple's declaration (`var tintColor: UIColor!`).
  open var tintColor: UIColor!
  open var tag: Int = 0

  public init(frame: CGRect) { super.init() }
  public convenience override init() { self.init(frame: .zero) }
}
