import Foundation

/// https://developer.apple.com/documentation/appkit/nsimageview
@MainActor
open class NSImageView: NSControl {
  /// https://developer.apple.com/documentation/appkit/nsimageview/image
  open var image: NSImage?
}
