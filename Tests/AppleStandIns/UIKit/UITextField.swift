import Foundation

/// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor
open class UITextField: UIControl {
  open var text: String?
  open var placeholder: String?
  /// https://developer.apple.com/documentation/uikit/uitextfield/attributedtext
  @NSCopying open var attributedText: NSAttributedString?
  /// https://developer.apple.com/documentation/uikit/uitextfield/textcolor
  open var textColor: UIColor?
}
