import Foundation

/// https://developer.apple.com/documentation/uikit/uimenuelement
/// Apple: `@MainActor class UIMenuElement`
@available(iOS 13.0, tvOS 13.0, *)
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes
  /// Apple: `struct Attributes`
  public struct Attributes: OptionSet, @unchecked Sendable {
    /// No Apple page: searched
    /// developer.apple.com/documentation/uikit/uimenuelement/attributes/rawvalue
    public let rawValue: UInt
    /// No Apple page: searched
    /// developer.apple.com/documentation/uikit/uimenuelement/attributes/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/disabled
    /// Apple: `static var disabled: UIMenuElement.Attributes { get }`
    public static var disabled: UIMenuElement.Attributes {
      UIMenuElement.Attributes(rawValue: 1 << 0)
    }
    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/destructive
    /// Apple: `static var destructive: UIMenuElement.Attributes { get }`
    public static var destructive: UIMenuElement.Attributes {
      UIMenuElement.Attributes(rawValue: 1 << 1)
    }
    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/hidden
    /// Apple: `static var hidden: UIMenuElement.Attributes { get }`
    public static var hidden: UIMenuElement.Attributes {
      UIMenuElement.Attributes(rawValue: 1 << 2)
    }
  }

  /// https://developer.apple.com/documentation/uikit/uimenuelement/state
  /// Apple: `enum State`
  public enum State: Int, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uimenuelement/state/off
    /// Apple: `case off`
    case off = 0
    /// https://developer.apple.com/documentation/uikit/uimenuelement/state/on
    /// Apple: `case on`
    case on = 1
    /// https://developer.apple.com/documentation/uikit/uimenuelement/state/mixed
    /// Apple: `case mixed`
    case mixed = 2
  }

  /// No Apple page: searched developer.apple.com/documentation/uikit/uimenuelement/title
  open var title: String

  init(title: String) {
    self.title = title
    super.init()
  }
}
