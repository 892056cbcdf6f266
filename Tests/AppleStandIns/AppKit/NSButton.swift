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
  /// Whether the button has two states that a click toggles (a checkbox); a push button's
  /// click leaves its state.
  private var togglesState = false

  /// A button's value is its state, as a number (the `objectValue` it inherits from
  /// `NSControl`, which has no page in the stored documentation either).
  /// No Apple page: searched developer.apple.com/documentation/appkit/nsbutton/objectvalue
  open override var objectValue: Any? {
    get { NSNumber(value: state.rawValue) }
    set { state = NSControl.StateValue(rawValue: (newValue as? NSNumber)?.intValue ?? 0) }
  }

  /// No Apple page: searched
  /// developer.apple.com/documentation/appkit/nsbutton/init(title:target:action:)
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
    togglesState = true
  }

  /// https://developer.apple.com/documentation/appkit/nsbutton/setnextstate()
  /// Apple: `func setNextState()`
  ///
  /// "Sets the button to its next state. [...] If the button has two states, it toggles
  /// between them." (The stand-in has no three-state buttons.)
  open func setNextState() { state = state == .on ? .off : .on }

  /// https://developer.apple.com/documentation/appkit/nscontrol/performclick(_:)
  /// Apple: `func performClick(_ sender: Any?)`
  ///
  /// A simulated click is a click: a checkbox ("provides the same toggling behavior as a
  /// toggle button", https://developer.apple.com/documentation/appkit/nsbutton/buttontype/switch)
  /// or a toggle button ("switches between its normal and alternate content on each click",
  /// https://developer.apple.com/documentation/appkit/nsbutton/buttontype/toggle) goes to its
  /// next state, then the button sends its action (``NSControl/performClick(_:)``). A disabled
  /// button does nothing.
  open override func performClick(_ sender: Any?) {
    guard isEnabled else { return }
    if togglesState { setNextState() }
    super.performClick(sender)
  }

  /// Not Apple API: the user clicks the button. A checkbox goes to its next state
  /// (``setNextState()``); then the button sends its action to its target with
  /// `sendAction(_:to:)`, as a control does when the user clicks it
  /// (https://developer.apple.com/documentation/appkit/nscontrol/sendaction(_:to:)). A
  /// disabled button does nothing. Reached only with `@_spi(StandIn) import AppKit`.
  @_spi(StandIn) public func simulateClick() {
    userManipulates { if togglesState { setNextState() } }
  }
}
