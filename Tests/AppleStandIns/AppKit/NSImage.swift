import Foundation

/// https://developer.apple.com/documentation/appkit/nsimage (an empty image; identity equality).
///
/// Not main-actor isolated, and not `Sendable` here (whether AppKit's header marks it so was
/// not certain): an image observable uses KizunaBond's non-`Sendable` `Observable`.
open class NSImage: NSObject {
  public override init() { super.init() }
}
