import Foundation

/// https://developer.apple.com/documentation/uikit/uiactionhandler
/// Apple: `typealias UIActionHandler = (UIAction) -> Void`
public typealias UIActionHandler = (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uiaction
/// Apple: `@MainActor class UIAction`
@available(iOS 13.0, tvOS 13.0, *)
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
  /// Apple: `struct Identifier`
  public struct Identifier: Hashable, RawRepresentable, @unchecked Sendable {
    /// No Apple page: searched developer.apple.com/documentation/uikit/uiaction/identifier/rawvalue
    public let rawValue: String
    /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/init(rawvalue:)
    /// Apple: `init(rawValue: String)`
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No Apple page: searched developer.apple.com/documentation/uikit/uiaction/identifier/init(_:)
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// No Apple page: searched developer.apple.com/documentation/uikit/uiaction/image
  open var image: UIImage?
  /// No Apple page: searched developer.apple.com/documentation/uikit/uiaction/discoverabilitytitle
  open var discoverabilityTitle: String?
  /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.property
  /// Apple: `var identifier: UIAction.Identifier { get }`
  open var identifier: UIAction.Identifier { storedIdentifier }
  /// No Apple page: searched developer.apple.com/documentation/uikit/uiaction/attributes
  open var attributes: UIMenuElement.Attributes
  /// No Apple page: searched developer.apple.com/documentation/uikit/uiaction/state
  open var state: UIMenuElement.State
  /// https://developer.apple.com/documentation/uikit/uiaction/sender
  /// Apple: `var sender: Any? { get }`
  @available(iOS 14.0, tvOS 14.0, *)
  open var sender: Any? { nil }

  /// The identifier given at init (read-only in UIKit).
  private let storedIdentifier: UIAction.Identifier

  /// The handler, called by `UIControl.sendActions(for:)` and `UIBarButtonItem`'s tap.
  let handler: UIActionHandler

  /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  /// Apple: `@MainActor @preconcurrency convenience init(title: String = "", image: UIImage? =
  /// nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
  /// attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler:
  /// @escaping UIActionHandler)`
  @MainActor @preconcurrency
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init(
      storingTitle: title, image: image,
      identifier: identifier ?? UIAction.Identifier(UUID().uuidString),
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
      handler: handler)
  }

  /// Not Apple API: the stand-in's storage initializer (Apple's is not public).
  init(
    storingTitle title: String, image: UIImage?, identifier: UIAction.Identifier,
    discoverabilityTitle: String?, attributes: UIMenuElement.Attributes,
    state: UIMenuElement.State, handler: @escaping UIActionHandler
  ) {
    self.image = image
    self.storedIdentifier = identifier
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title)
  }
}
