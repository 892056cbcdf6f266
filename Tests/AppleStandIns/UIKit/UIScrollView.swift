import Foundation

/// https://developer.apple.com/documentation/uikit/uiscrollview
/// Apple: `@MainActor class UIScrollView`
@preconcurrency @MainActor
open class UIScrollView: UIView {}
