import Foundation

/// https://developer.apple.com/documentation/appkit/nstablecellview
/// Apple: `class NSTableCellView`
///
/// Main-actor isolated through its superclass `NSView`.
open class NSTableCellView: NSView {
  /// https://developer.apple.com/documentation/appkit/nstablecellview/textfield
  /// Apple: `@IBOutlet unowned(unsafe) var textField: NSTextField? { get set }`
  ///
  /// An `unowned(unsafe)` outlet in Apple's declaration; a strong reference here, so that a
  /// test's cell keeps the field the stand-in table reads.
  open var textField: NSTextField?
}
