import Foundation
public import ObjectiveC

/// https://developer.apple.com/documentation/appkit/nscontrol
/// Apple: `class NSControl`
///
/// Main-actor isolated through its superclass `NSView` (Apple's page prints no `@MainActor`
/// here; `NSView`'s and `NSResponder`'s do).
open class NSControl: NSView {
  /// https://developer.apple.com/documentation/appkit/nscontrol/statevalue
  /// Apple: `struct StateValue`
  public struct StateValue: RawRepresentable, Hashable, @unchecked Sendable {
    /// `RawRepresentable`'s raw value.
    /// No Apple page: searched
    /// developer.apple.com/documentation/appkit/nscontrol/statevalue/rawvalue
    public let rawValue: Int
    /// https://developer.apple.com/documentation/appkit/nscontrol/statevalue/init(rawvalue:)
    /// Apple: `init(rawValue: Int)`
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/appkit/nscontrol/statevalue/mixed
    /// Apple: `static var mixed: NSControl.StateValue { get }`
    public static var mixed: NSControl.StateValue { NSControl.StateValue(rawValue: -1) }
    /// https://developer.apple.com/documentation/appkit/nscontrol/statevalue/off
    /// Apple: `static var off: NSControl.StateValue { get }`
    public static var off: NSControl.StateValue { NSControl.StateValue(rawValue: 0) }
    /// https://developer.apple.com/documentation/appkit/nscontrol/statevalue/on
    /// Apple: `static var on: NSControl.StateValue { get }`
    public static var on: NSControl.StateValue { NSControl.StateValue(rawValue: 1) }
  }

  /// https://developer.apple.com/documentation/appkit/nscontrol/isenabled
  /// Apple: `var isEnabled: Bool { get set }`
  open var isEnabled: Bool = true
  /// https://developer.apple.com/documentation/appkit/nscontrol/target
  /// Apple: `weak var target: AnyObject? { get set }`
  weak open var target: AnyObject?
  /// https://developer.apple.com/documentation/appkit/nscontrol/action
  /// Apple: `var action: Selector? { get set }`
  open var action: Selector?
  /// https://developer.apple.com/documentation/appkit/nscontrol/stringvalue
  /// Apple: `var stringValue: String { get set }`
  open var stringValue: String = ""
  /// No Apple page: searched developer.apple.com/documentation/appkit/nscontrol/doublevalue
  open var doubleValue: Double = 0
  ///
  /// "The value of the receiver's cell as an Objective-C object": for a text field, its string;
  /// the stand-in reads and writes ``stringValue`` (``NSButton`` overrides it with its state).
  /// No Apple page: searched developer.apple.com/documentation/appkit/nscontrol/objectvalue
  open var objectValue: Any? {
    get { stringValue }
    set { stringValue = newValue.map { "\($0)" } ?? "" }
  }

  /// https://developer.apple.com/documentation/appkit/nscontrol/sendaction(_:to:)
  /// Apple: `func sendAction(_ action: Selector?, to target: Any?) -> Bool`
  ///
  /// "Causes the specified action to be sent to the target", with the control as the sender;
  /// returns whether it was. The stand-in sends it with the stand-in runtime's message send
  /// (``StandInMessageReceiver``); with no target (the responder chain on Apple systems) it
  /// sends nothing.
  open func sendAction(_ action: Selector?, to target: Any?) -> Bool {
    guard let action, let receiver = target as? any StandInMessageReceiver else { return false }
    return receiver.receiveMessage(action, with: self)
  }

  /// https://developer.apple.com/documentation/appkit/nscontrol/performclick(_:)
  /// Apple: `func performClick(_ sender: Any?)`
  ///
  /// "Simulates a single mouse click on the receiver": a disabled control does nothing; an
  /// enabled one sends its action to its target (a button first changes its state, see
  /// ``NSButton``). Tests play the user's click with it.
  open func performClick(_ sender: Any?) {
    guard isEnabled else { return }
    _ = sendAction(action, to: target)
  }

  /// What an enabled control does when the user has changed it (the `simulate...` helpers of
  /// the subclasses): it sends its action to its target with ``sendAction(_:to:)``, which
  /// "is invoked primarily by the `trackMouse(with:in:of:untilMouseUp:)` method of `NSCell`"
  /// (https://developer.apple.com/documentation/appkit/nscontrol/sendaction(_:to:)): a control
  /// "sends a message to another object when a user manipulates it in a certain way, such as
  /// clicking a button or dragging a slider"
  /// (https://developer.apple.com/library/archive/documentation/General/Devpedia-CocoaApp-MOSX/Control.html).
  /// A value set in code sends nothing. A disabled control takes no user action.
  func userManipulates(_ change: () -> Void) {
    guard isEnabled else { return }
    change()
    _ = sendAction(action, to: target)
  }

  /// https://developer.apple.com/documentation/appkit/nscontrol/textdidchangenotification
  /// Apple: `class let textDidChangeNotification: NSNotification.Name`
  /// (`class let` in Apple's declaration, which Swift source cannot spell; a class property of
  /// the same type here).
  public class var textDidChangeNotification: NSNotification.Name {
    NSNotification.Name("NSControlTextDidChangeNotification")
  }
}
