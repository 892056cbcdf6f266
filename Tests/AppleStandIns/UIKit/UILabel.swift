import Foundation

/// https://developer.apple.com/documentation/uikit/uilabel
@preconcurrency @MainActor
open class UILabel: UIView {
  open var text: String?
  @NSCopying open var attributedText: NSAttributedString?
  /// Implicitly unwrapped in Apple's declaration (`var textColor: UIColor!`).
  open var textColor: UIColor!
}
