import Foundation

/// https://developer.apple.com/documentation/uikit/uirefreshcontrol
@available(tvOS, unavailable)
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
  open private(set) var isRefreshing: Bool = false

  /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/beginrefreshing()
  open func beginRefreshing() { isRefreshing = true }

  /// https://developer.apple.com/documentation/uikit/uirefreshcontrol/endrefreshing()
  open func endRefreshing() { isRefreshing = false }
}
