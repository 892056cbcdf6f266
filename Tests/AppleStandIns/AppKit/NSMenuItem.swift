import Foundation
import ObjectiveC

/// https://developer.apple.com/documentation/appkit/nsmenuitem
/// Apple: `class NSMenuItem`
///
/// Not main-actor isolated, as Apple's declaration (a direct `NSObject` subclass whose page
/// prints no `@MainActor`, unlike `NSResponder`'s or `NSTableColumn`'s).
open class NSMenuItem: NSObject {
  /// https://developer.apple.com/documentation/appkit/nsmenuitem/isenabled
  /// Apple: `var isEnabled: Bool { get set }`
  open var isEnabled: Bool = true
  /// https://developer.apple.com/documentation/appkit/nsmenuitem/state
  /// Apple: `var state: NSControl.StateValue { get set }`
  open var state: NSControl.StateValue = .off
  /// https://developer.apple.com/documentation/appkit/nsmenuitem/title
  /// Apple: `var title: String { get set }`
  open var title: String = ""

  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init() (the
  /// initializer every Objective-C class inherits from `NSObject`)
  /// Apple: `init()`
  public override init() { super.init() }

  // What the Objective-C runtime does in `dealloc`: release the associated objects.
  deinit { objc_removeAssociatedObjects(self) }
}
