import Foundation

/// https://developer.apple.com/documentation/uikit/uiimage (only as a parameter type here).
/// Apple: `class UIImage`
///
/// Sendable, as UIKit's header marks it (`NS_SWIFT_SENDABLE`, since the iOS 17 SDK: image
/// objects are immutable); a stand-in without it would be stricter than the SDK.
// Safety: the stand-in has no stored state at all.
open class UIImage: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  /// Apple: `init()`
  public override init() { super.init() }
}
