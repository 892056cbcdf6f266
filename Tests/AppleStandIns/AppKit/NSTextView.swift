import Foundation

/// https://developer.apple.com/documentation/appkit/nstextview
/// Apple: `class NSTextView`
///
/// Main-actor isolated through its superclass `NSView`.
open class NSTextView: NSText {
  /// https://developer.apple.com/documentation/appkit/nstextinputclient/inserttext(_:replacementrange:)
  /// (`NSTextView` adopts `NSTextInputClient`)
  /// Apple: `func insertText(_ string: Any, replacementRange: NSRange)`
  ///
  /// What typing does: inserts `string` (a `String` here) in place of `replacementRange`
  /// (`NSNotFound`: at the insertion point, the end of the text in the stand-in), then, as
  /// for every change the user makes, posts `NSText.didChangeNotification`. Tests type with it.
  open func insertText(_ string: Any, replacementRange: NSRange) {
    let typed = string as? String ?? ""
    if replacementRange.location == NSNotFound {
      self.string += typed
    } else {
      self.string = (self.string as NSString).replacingCharacters(in: replacementRange, with: typed)
    }
    NotificationCenter.default.post(name: NSText.didChangeNotification, object: self)
  }
}
