import Foundation

/// https://developer.apple.com/documentation/uikit/uinavigationbar
/// Apple: `@MainActor class UINavigationBar`
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/bartintcolor
  /// Apple: `var barTintColor: UIColor? { get set }`
  open var barTintColor: UIColor?
}
