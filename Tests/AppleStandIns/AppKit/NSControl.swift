import Foundation
public import ObjectiveC

/// https://developer.apple.com/documentation/appkit/nscontrol
@MainActor
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

  /// https://developer.apple.com/documentation/appkit/nscontrol/textdidchangenotification
  /// (`class let` in Apple's declaration, which Swift source cannot spell; a class property of
  /// the same type here).
  public class var textDidChangeNotification: NSNotification.Name {
    NSNotification.Name("NSControlTextDidChangeNotification")
  }
}
