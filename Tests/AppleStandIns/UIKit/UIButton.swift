import Foundation

/// https://developer.apple.com/documentation/uikit/uibutton
@MainActor
open class UIButton: UIControl {}
