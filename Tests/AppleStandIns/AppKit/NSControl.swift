import Foundation
public import ObjectiveC

/// https://developer.apple.com/documentation/appkit/nscontrol
@preconcurrency @MainActor
open class NSControl: NSView {
  /// https://developer.apple.com/documentation/appkit/nscontrol/statevalue
  public struct StateValue: RawRepresentable, Hashable, @unchecked Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// https://developer.apple.com/documentation/appkit/nscontrol/statevalue/mixed
    public static let mixed = StateValue(rawValue: -1)
    /// https://developer.apple.com/documentation/appkit/nscontrol/statevalue/off
    public static let off = StateValue(rawValue: 0)
    /// https://developer.apple.com/documentation/appkit/nscontrol/statevalue/on
    public static let on = StateValue(rawValue: 1)
  }

  /// https://developer.apple.com/documentation/appkit/nscontrol/isenabled
  open var isEnabled: Bool = true
  /// https://developer.apple.com/documentation/appkit/nscontrol/target
  weak open var target: AnyObject?
  /// https://developer.apple.com/documentation/appkit/nscontrol/action
  open var action: Selector?
  /// https://developer.apple.com/documentation/appkit/nscontrol/stringvalue
  open var stringValue: String = ""
  /// https://developer.apple.com/documentation/appkit/nscontrol/doublevalue
  open var doubleValue: Double = 0
  /// https://developer.apple.com/documentation/appkit/nscontrol/objectvalue
  ///
  /// "The value of the receiver's cell as an Objective-C object": for a text field, its string;
  /// the stand-in reads and writes ``stringValue`` (``NSButton`` overrides it with its state).
  open var objectValue: Any? {
    get { stringValue }
    set { stringValue = newValue.map { "\($0)" } ?? "" }
  }

  /// https://developer.apple.com/documentation/appkit/nscontrol/sendaction(_:to:)
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
  ///
  /// "Simulates a single mouse click on the receiver": a disabled control does nothing; an
  /// enabled one sends its action to its target (a button first changes its state, see
  /// ``NSButton``). Tests play the user's click with it.
  open func performClick(_ sender: Any?) {
    guard isEnabled else { return }
    _ = sendAction(action, to: target)
  }

  /// https://developer.apple.com/documentation/appkit/nscontrol/textdidchangenotification
  /// (`class let` in Apple's declaration, which Swift source cannot spell; a class property of
  /// the same type here).
  public class var textDidChangeNotification: NSNotification.Name {
    NSNotification.Name("NSControlTextDidChangeNotification")
  }
}
