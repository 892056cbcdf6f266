import Foundation

/// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uiaction
@available(iOS 13.0, tvOS 13.0, *)
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// https://developer.apple.com/documentation/uikit/uiaction/identifier
  public struct Identifier: Hashable, RawRepresentable, @unchecked Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  open var image: UIImage?
  open var discoverabilityTitle: String?
  open var identifier: UIAction.Identifier
  open var attributes: UIMenuElement.Attributes
  open var state: UIMenuElement.State
  /// https://developer.apple.com/documentation/uikit/uiaction/sender
  @available(iOS 14.0, tvOS 14.0, *)
  open var sender: Any? { nil }

  /// The handler, called by `UIControl.sendActions(for:)` and `UIBarButtonItem`'s tap.
  let handler: UIActionHandler

  /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
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
    self.identifier = identifier
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title)
  }
}
