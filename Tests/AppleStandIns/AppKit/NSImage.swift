import Foundation

/// https://developer.apple.com/documentation/appkit/nsimage (an empty image; identity equality).
/// Apple: `class NSImage`
///
/// Not main-actor isolated, and not `Sendable` here (whether AppKit's header marks it so was
/// not certain): an image observable uses KizunaBond's non-`Sendable` `Observable`.
open class NSImage: NSObject {
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init() (the
  /// initializer every Objective-C class inherits from `NSObject`)
  /// Apple: `init()`
  public override init() { super.init() }
}
