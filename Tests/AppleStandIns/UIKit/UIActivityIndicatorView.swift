import Foundation

/// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  open var hidesWhenStopped: Bool = true
  /// Read-only in Apple's declaration (`var isAnimating: Bool { get }`).
  open private(set) var isAnimating: Bool = false

  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/startanimating()
  open func startAnimating() { isAnimating = true }
  /// https://developer.apple.com/documentation/uikit/uiactivityindicatorview/stopanimating()
  open func stopAnimating() { isAnimating = false }
}
