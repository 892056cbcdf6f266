import Foundation
import ObjectiveC

/// https://developer.apple.com/documentation/uikit/uiresponder
/// Apple: `@MainActor class UIResponder`
@preconcurrency @MainActor
open class UIResponder: NSObject {
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  /// Apple: `init()`
  public override init() { super.init() }

  // What the Objective-C runtime does in `dealloc`: release the associated objects.
  deinit { objc_removeAssociatedObjects(self) }
}
