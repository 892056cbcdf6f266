import Foundation

/// https://developer.apple.com/documentation/appkit/nstext
@preconcurrency @MainActor
open class NSText: NSView {
  /// https://developer.apple.com/documentation/appkit/nstext/string
  open var string: String = ""

  /// https://developer.apple.com/documentation/appkit/nstext/didchangenotification
  /// (`class let` in Apple's declaration, which Swift source cannot spell; a class property of
  /// the same type here).
  public class var didChangeNotification: NSNotification.Name {
    NSNotification.Name("NSTextDidChangeNotification")
  }
}
