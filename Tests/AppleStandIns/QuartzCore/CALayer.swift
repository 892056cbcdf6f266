@_exported import CoreGraphics
import Foundation
import ObjectiveC

/// https://developer.apple.com/documentation/quartzcore/calayer
///
/// Not main-actor isolated in Apple's declaration. The properties Bond v4's `bnd_*` members
/// and their tests use.
open class CALayer: NSObject {
  /// https://developer.apple.com/documentation/quartzcore/calayer/opacity
  open var opacity: Float = 1
  /// https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor
  open var backgroundColor: CGColor?
  /// https://developer.apple.com/documentation/quartzcore/calayer/contents
  open var contents: Any?

  public override init() { super.init() }

  // What the Objective-C runtime does in `dealloc`: release the associated objects.
  deinit { objc_removeAssociatedObjects(self) }
}
