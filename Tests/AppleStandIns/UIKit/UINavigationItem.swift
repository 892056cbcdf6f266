import Foundation
import ObjectiveC

/// https://developer.apple.com/documentation/uikit/uinavigationitem
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/title
  open var title: String?

  /// https://developer.apple.com/documentation/uikit/uinavigationitem/init(title:)
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// `init()`, which the class inherits from `NSObject` in Objective-C and Swift code calls
  /// (`UINavigationItem()`): no title.
  public override init() { super.init() }

  // What the Objective-C runtime does in `dealloc`: release the associated objects.
  deinit { objc_removeAssociatedObjects(self) }
}
