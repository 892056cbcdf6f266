import Foundation

/// https://developer.apple.com/documentation/uikit/uimenuelement
@available(iOS 13.0, tvOS 13.0, *)
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
  /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes
  public struct Attributes: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
  }

  /// https://developer.apple.com/documentation/uikit/uimenuelement/state
  public enum State: Int, @unchecked Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }

  open var title: String

  init(title: String) {
    self.title = title
    super.init()
  }
}
