import Foundation
public import ObjectiveC

/// https://developer.apple.com/documentation/appkit/nsbutton
/// Apple: `class NSButton`
///
/// Main-actor isolated through its superclass (as `NSControl`).
open class NSButton: NSControl {
  /// https://developer.apple.com/documentation/appkit/nsbutton/state
  /// Apple: `var state: NSControl.StateValue { get set }`
  open var state: NSControl.StateValue = .off
  /// https://developer.apple.com/documentation/appkit/nsbutton/title
  /// Apple: `var title: String { get set }`
  open var title: String = ""

  /// https://developer.apple.com/documentation/appkit/nscontrol/objectvalue: a button's value
  /// is its state, as a number.
  open override var objectValue: Any? {
    get { NSNumber(value: state.rawValue) }
    set { state = NSControl.StateValue(rawValue: (newValue as? NSNumber)?.intValue ?? 0) }
  }

  /// https://developer.apple.com/documentation/appkit/nsbutton/init(title:target:action:)
  public convenience init(title: String, target: Any?, action: Selector?) {
    self.init(frame: .zero)
    self.title = title
    self.target = target as AnyObject?
    self.action = action
  }

  /// https://developer.apple.com/documentation/appkit/nsbutton/init(checkboxwithtitle:target:action:)
  /// Apple: `convenience init(checkboxWithTitle title: String, target: Any?, action: Selector?)`
  public convenience init(checkboxWithTitle title: String, target: Any?, action: Selector?) {
    self.init(title: title, target: target, action: action)
  }
}
