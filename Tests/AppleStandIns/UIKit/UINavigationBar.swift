import Foundation

/// https://developer.apple.com/documentation/uikit/uinavigationbar
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/bartintcolor
  open var barTintColor: UIColor?
}
