import Foundation

/// https://developer.apple.com/documentation/appkit/nstext
/// Apple: `class NSText`
///
/// Main-actor isolated through its superclass `NSView`.
open class NSText: NSView {
  /// https://developer.apple.com/documentation/appkit/nstext/string
  /// Apple: `var string: String { get set }`
  open var string: String = ""

  /// https://developer.apple.com/documentation/appkit/nstext/didchangenotification
  /// Apple: `class let didChangeNotification: NSNotification.Name`
  /// (`class let` in Apple's declaration, which Swift source cannot spell; a class property of
  /// the same type here).
  public class var didChangeNotification: NSNotification.Name {
    NSNotification.Name("NSTextDidChangeNotification")
  }
}
