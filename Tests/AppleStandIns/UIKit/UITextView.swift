import Foundation

/// https://developer.apple.com/documentation/uikit/uitextview
/// Apple: `@MainActor class UITextView`
@preconcurrency @MainActor
open class UITextView: UIScrollView {
  ///
  /// Implicitly unwrapped in Apple's declaration (`var text: String!`); "This string is @"" by
  /// default".
  /// No Apple page: searched developer.apple.com/documentation/uikit/uitextview/text
  open var text: String! = ""
  /// https://developer.apple.com/documentation/uikit/uitextview/attributedtext
  /// Apple: `@NSCopying var attributedText: NSAttributedString! { get set }`
  ///
  /// Implicitly unwrapped in Apple's declaration.
  @NSCopying open var attributedText: NSAttributedString!
  /// https://developer.apple.com/documentation/uikit/uitextview/textcolor
  /// Apple: `var textColor: UIColor? { get set }`
  open var textColor: UIColor?

  /// https://developer.apple.com/documentation/uikit/uitextview/textdidchangenotification
  /// Apple: `nonisolated class let textDidChangeNotification: NSNotification.Name`
  ///
  /// `class let` in Apple's declaration, which Swift source cannot spell (classes have no
  /// stored class properties); a read-only class property of the same type here.
  nonisolated public class var textDidChangeNotification: NSNotification.Name {
    NSNotification.Name("UITextViewTextDidChangeNotification")
  }
}
