import Foundation

/// https://developer.apple.com/documentation/uikit/uibarbuttonitem
/// Apple: `@MainActor class UIBarButtonItem`
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/primaryaction
  /// Apple: `@NSCopying var primaryAction: UIAction? { get set }`
  ///
  /// UIKit copies the action it is given (`@NSCopying`); the stand-in does not, since its
  /// `UIAction` is not `NSCopying` (UIKit's `UIMenuElement` is). Adapters must not rely on
  /// reading back the same object.
  ///
  /// As Apple's page says: "When you assign a new value to this property, the title and image
  /// of the item update to match the primary action's title and image." (An untitled action
  /// blanks a titled item.) Setting it to nil leaves them.
  @available(iOS 14.0, tvOS 14.0, *)
  open var primaryAction: UIAction? {
    didSet {
      guard let primaryAction else { return }
      title = primaryAction.title
      image = primaryAction.image
    }
  }

  /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init()
  /// Apple: `init()`
  public override init() { super.init() }

  /// Not Apple API: what a tap on the item does (UIKit calls its primary action's handler).
  /// Reached only with `@_spi(StandIn) import UIKit`, for tests that play the user.
  @_spi(StandIn) public func simulateTap() {
    primaryAction.map { $0.handler($0) }
  }
}
