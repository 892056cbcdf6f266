import Foundation
import ObjectiveC

/// https://developer.apple.com/documentation/uikit/uinavigationitem
/// Apple: `@MainActor class UINavigationItem`
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/title
  /// Apple: `var title: String? { get set }`
  open var title: String?

  /// https://developer.apple.com/documentation/uikit/uinavigationitem/init(title:)
  /// Apple: `init(title: String)`
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// `init()`, which the class inherits from `NSObject` in Objective-C and Swift code calls
  /// (`UINavigationItem()`): no title.
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  /// Apple: `init()`
  public override init() { super.init() }

  // What the Objective-C runtime does in `dealloc`: release the associated objects.
  deinit { objc_removeAssociatedObjects(self) }
}
