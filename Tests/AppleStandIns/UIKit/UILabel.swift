import Foundation

/// https://developer.apple.com/documentation/uikit/uilabel
/// Apple: `@MainActor class UILabel`
@preconcurrency @MainActor
open class UILabel: UIView {
  /// https://developer.apple.com/documentation/uikit/uilabel/text
  /// Apple: `var text: String? { get set }`
  open var text: String?
  /// https://developer.apple.com/documentation/uikit/uilabel/attributedtext
  /// Apple: `@NSCopying var attributedText: NSAttributedString? { get set }`
  @NSCopying open var attributedText: NSAttributedString?
  /// https://developer.apple.com/documentation/uikit/uilabel/textcolor
  /// Apple: `var textColor: UIColor! { get set }`
  ///
  /// Implicitly unwrapped in Apple's declaration.
  open var textColor: UIColor!
}
