import Foundation

/// https://developer.apple.com/documentation/appkit/nscollectionviewitem
@preconcurrency @MainActor
open class NSCollectionViewItem: NSViewController {
  /// https://developer.apple.com/documentation/appkit/nscollectionviewitem/textfield
  weak open var textField: NSTextField?
}
