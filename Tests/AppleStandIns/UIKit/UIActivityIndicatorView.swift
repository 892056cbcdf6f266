import Foundation

/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
/// Apple: `@MainActor class UIActivityIndicatorView`
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/hideswhenstopped
  /// Apple: `var hidesWhenStopped: Bool { get set }`
  open var hidesWhenStopped: Bool = true
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/isanimating
  /// Apple: `var isAnimating: Bool { get }`
  open var isAnimating: Bool { animating }
  /// Whether the indicator animates, set by `startAnimating()` and `stopAnimating()`.
  private var animating = false

  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
  /// Apple: `func startAnimating()`
  open func startAnimating() { animating = true }
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()
  /// Apple: `func stopAnimating()`
  open func stopAnimating() { animating = false }
}
