import Foundation
import ObjectiveC

/// https://developer.apple.com/documentation/uikit/uibaritem
@preconcurrency @MainActor
open class UIBarItem: NSObject {
  open var title: String?
  /// https://developer.apple.com/documentation/uikit/uibaritem/image
  open var image: UIImage?
  open var isEnabled: Bool = true

  public override init() { super.init() }

  // What the Objective-C runtime does in `dealloc`: release the associated objects.
  deinit { objc_removeAssociatedObjects(self) }
}
