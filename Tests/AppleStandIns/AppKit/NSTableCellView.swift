import Foundation

/// https://developer.apple.com/documentation/appkit/nstablecellview
@preconcurrency @MainActor
open class NSTableCellView: NSView {
  /// https://developer.apple.com/documentation/appkit/nstablecellview/textfield
  /// (an `assign` outlet in Apple's header; a strong reference here, so that a test's cell
  /// keeps the field the stand-in table reads).
  open var textField: NSTextField?
}
