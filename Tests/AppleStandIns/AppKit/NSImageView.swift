import Foundation

/// https://developer.apple.com/documentation/appkit/nsimageview
/// Apple: `class NSImageView`
///
/// Main-actor isolated through its superclass (as `NSControl`).
open class NSImageView: NSControl {
  /// https://developer.apple.com/documentation/appkit/nsimageview/image
  /// Apple: `var image: NSImage? { get set }`
  open var image: NSImage?
}
