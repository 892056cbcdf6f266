import Foundation

/// https://developer.apple.com/documentation/uikit/uitextfield
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// https://developer.apple.com/documentation/uikit/uitextfield/text: "This string is @"" by
  /// default."
  open var text: String? = ""
  open var placeholder: String?
  /// https://developer.apple.com/documentation/uikit/uitextfield/attributedtext
  @NSCopying open var attributedText: NSAttributedString?
  /// https://developer.apple.com/documentation/uikit/uitextfield/textcolor
  open var textColor: UIColor?
}
