import Foundation

/// https://developer.apple.com/documentation/appkit/nstextfield
/// Apple: `class NSTextField`
///
/// Main-actor isolated through its superclass (as `NSControl`).
open class NSTextField: NSControl {
  /// https://developer.apple.com/documentation/appkit/nstextfield/init(string:)
  /// Apple: `convenience init(string stringValue: String)`
  public convenience init(string stringValue: String) {
    self.init(frame: .zero)
    self.stringValue = stringValue
  }

  /// https://developer.apple.com/documentation/appkit/nstextfield/init(labelwithstring:)
  /// Apple: `convenience init(labelWithString stringValue: String)`
  public convenience init(labelWithString stringValue: String) {
    self.init(frame: .zero)
    self.stringValue = stringValue
  }

  /// Not Apple API: what the user's typing does to the field. The text becomes `text`, and the
  /// field posts `NSControl.textDidChangeNotification`
  /// (https://developer.apple.com/documentation/appkit/nscontrol/textdidchangenotification:
  /// "Posted when the text in the control changes", at each edit). Reached only with
  /// `@_spi(StandIn) import AppKit`.
  @_spi(StandIn) public func simulateTyping(_ text: String) {
    stringValue = text
    NotificationCenter.default.post(name: NSControl.textDidChangeNotification, object: self)
  }

  /// Not Apple API: the user presses Return, and the field sends its action to its target
  /// (https://developer.apple.com/documentation/appkit/nstextfield: a text field sends its
  /// action when the user presses Return). Reached only with `@_spi(StandIn) import AppKit`.
  @_spi(StandIn) public func simulateReturnKey() {
    _ = sendAction(action, to: target)
  }
}
