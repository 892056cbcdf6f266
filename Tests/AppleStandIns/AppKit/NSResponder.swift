import Foundation
import ObjectiveC

/// https://developer.apple.com/documentation/appkit/nsresponder
@preconcurrency @MainActor
open class NSResponder: NSObject {
  public override init() { super.init() }

  // What the Objective-C runtime does in `dealloc`: release the associated objects.
  deinit { objc_removeAssociatedObjects(self) }
}
