import Foundation

/// https://developer.apple.com/documentation/uikit/uiprogressview
@preconcurrency @MainActor
open class UIProgressView: UIView {
  open var progress: Float = 0

  /// https://developer.apple.com/documentation/uikit/uiprogressview/setprogress(_:animated:)
  open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
}
