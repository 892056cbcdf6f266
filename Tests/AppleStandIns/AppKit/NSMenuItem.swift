import Foundation
import ObjectiveC

/// https://developer.apple.com/documentation/appkit/nsmenuitem
@preconcurrency @MainActor
open class NSMenuItem: NSObject {
  /// https://developer.apple.com/documentation/appkit/nsmenuitem/isenabled
  open var isEnabled: Bool = true
  /// https://developer.apple.com/documentation/appkit/nsmenuitem/state
  open var state: NSControl.StateValue = .off
  /// https://developer.apple.com/documentation/appkit/nsmenuitem/title
  open var title: String = ""

  public override init() { super.init() }

  // What the Objective-C runtime does in `dealloc`: release the associated objects.
  deinit { objc_removeAssociatedObjects(self) }
}
