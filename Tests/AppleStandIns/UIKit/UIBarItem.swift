import Foundation
import ObjectiveC

/// https://developer.apple.com/documentation/uikit/uibaritem
/// Apple: `@MainActor class UIBarItem`
@preconcurrency @MainActor
open class UIBarItem: NSObject {
  /// https://developer.apple.com/documentation/uikit/uibaritem/title
  /// Apple: `var title: String? { get set }`
  open var title: String?
  /// https://developer.apple.com/documentation/uikit/uibaritem/image
  /// Apple: `var image: UIImage? { get set }`
  open var image: UIImage?
  /// https://developer.apple.com/documentation/uikit/uibaritem/isenabled
  /// Apple: `var isEnabled: Bool { get set }`
  open var isEnabled: Bool = true

  /// https://developer.apple.com/documentation/uikit/uibaritem/init()
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  /// Apple: `init()`
  public override init() { super.init() }

  // What the Objective-C runtime does in `dealloc`: release the associated objects.
  deinit { objc_removeAssociatedObjects(self) }
}
