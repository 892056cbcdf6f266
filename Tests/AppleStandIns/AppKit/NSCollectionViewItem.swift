import Foundation

/// https://developer.apple.com/documentation/appkit/nscollectionviewitem
/// Apple: `class NSCollectionViewItem`
///
/// Main-actor isolated through its superclass `NSViewController`.
open class NSCollectionViewItem: NSViewController {
  /// https://developer.apple.com/documentation/appkit/nscollectionviewitem/textfield
  /// Apple: `@IBOutlet weak var textField: NSTextField? { get set }`
  /// (`@IBOutlet` needs an Objective-C class type, which Linux has not.)
  weak open var textField: NSTextField?
}
