import Foundation

/// https://developer.apple.com/documentation/uikit/uiprogressview
/// Apple: `@MainActor class UIProgressView`
@preconcurrency @MainActor
open class UIProgressView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiprogressview/progress
  /// Apple: `var progress: Float { get set }`
  open var progress: Float = 0

  /// https://developer.apple.com/documentation/uikit/uiprogressview/setprogress(_:animated:)
  /// Apple: `func setProgress(_ progress: Float, animated: Bool)`
  open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
}
