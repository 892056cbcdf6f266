import Foundation

/// https://developer.apple.com/documentation/uikit/uirefreshcontrol
/// Apple: `@MainActor class UIRefreshControl`
@available(tvOS, unavailable)
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/isrefreshing
  /// Apple: `var isRefreshing: Bool { get }`
  open var isRefreshing: Bool { refreshing }
  private var refreshing = false

  /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/beginrefreshing()
  /// Apple: `func beginRefreshing()`
  open func beginRefreshing() { refreshing = true }

  /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/endrefreshing()
  /// Apple: `func endRefreshing()`
  open func endRefreshing() { refreshing = false }
}
