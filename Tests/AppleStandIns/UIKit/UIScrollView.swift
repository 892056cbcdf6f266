import Foundation

/// https://developer.apple.com/documentation/uikit/uiscrollview
@preconcurrency @MainActor
open class UIScrollView: UIView {}
