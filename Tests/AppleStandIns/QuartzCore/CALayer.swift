@_exported import CoreGraphics
import Foundation
import ObjectiveC

/// https://developer.apple.com/documentation/quartzcore/calayer
/// Apple: `class CALayer`
///
/// Not main-actor isolated in Apple's declaration. The properties Bond v4's `bnd_*` members
/// and their tests use.
open class CALayer: NSObject {
  /// https://developer.apple.com/documentation/quartzcore/calayer/opacity
  /// Apple: `var opacity: Float { get set }`
  open var opacity: Float = 1
  /// https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor
  /// Apple: `var backgroundColor: CGColor? { get set }`
  open var backgroundColor: CGColor?
  /// https://developer.apple.com/documentation/quartzcore/calayer/contents
  /// Apple: `var contents: Any? { get set }`
  open var contents: Any?

  /// https://developer.apple.com/documentation/quartzcore/calayer/init()
  /// Apple: `init()`
  public override init() { super.init() }

  // What the Objective-C runtime does in `dealloc`: release the associated objects.
  deinit { objc_removeAssociatedObjects(self) }
}
