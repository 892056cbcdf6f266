import Foundation

/// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor
open class UITextField: UIControl {
  open var text: String?
  open var placeholder: String?
}
