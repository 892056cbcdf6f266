import Foundation

/// https://developer.apple.com/documentation/appkit/nsimageview
@preconcurrency @MainActor
open class NSImageView: NSControl {
  /// https://developer.apple.com/documentation/appkit/nsimageview/image
  open var image: NSImage?
}
