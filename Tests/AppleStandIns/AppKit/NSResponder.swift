import Foundation
import ObjectiveC

/// https://developer.apple.com/documentation/appkit/nsresponder
/// Apple: `@MainActor class NSResponder`
@preconcurrency @MainActor
open class NSResponder: NSObject {
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init() (the
  /// initializer every Objective-C class inherits from `NSObject`)
  /// Apple: `init()`
  public override init() { super.init() }

  // What the Objective-C runtime does in `dealloc`: release the associated objects.
  deinit { objc_removeAssociatedObjects(self) }
}
