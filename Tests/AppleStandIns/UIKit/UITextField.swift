import Foundation

/// https://developer.apple.com/documentation/uikit/uitextfield
/// Apple: `@MainActor class UITextField`
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// https://developer.apple.com/documentation/uikit/uitextfield/text
  /// Apple: `var text: String? { get set }`
  ///
  /// An empty string by default, as the page used to say ("This string is @"" by default");
  /// its current wording is "This value is `nil` by default".
  open var text: String? = ""
  /// https://developer.apple.com/documentation/uikit/uitextfield/placeholder
  /// Apple: `var placeholder: String? { get set }`
  open var placeholder: String?
  /// https://developer.apple.com/documentation/uikit/uitextfield/attributedtext
  /// Apple: `@NSCopying var attributedText: NSAttributedString? { get set }`
  @NSCopying open var attributedText: NSAttributedString?
  /// https://developer.apple.com/documentation/uikit/uitextfield/textcolor
  /// Apple: `var textColor: UIColor? { get set }`
  open var textColor: UIColor?
}
