import Foundation

/// https://developer.apple.com/documentation/uikit/uitextview
@preconcurrency @MainActor
open class UITextView: UIScrollView {
  /// Implicitly unwrapped in Apple's declaration (`var text: String!`); "This string is @"" by
  /// default" (https://developer.apple.com/documentation/uikit/uitextview/text).
  open var text: String! = ""
  /// https://developer.apple.com/documentation/uikit/uitextview/attributedtext
  /// (implicitly unwrapped in Apple's declaration).
  @NSCopying open var attributedText: NSAttributedString!
  /// https://developer.apple.com/documentation/uikit/uitextview/textcolor
  open var textColor: UIColor?

  /// https://developer.apple.com/documentation/uikit/uitextview/textdidchangenotification
  /// (`class let` in Apple's declaration, which Swift source cannot spell; a class property of
  /// the same type here).
  public class var textDidChangeNotification: NSNotification.Name {
    NSNotification.Name("UITextViewTextDidChangeNotification")
  }
}
