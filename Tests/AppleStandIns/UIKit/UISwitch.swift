import Foundation

/// https://developer.apple.com/documentation/uikit/uiswitch
@available(tvOS, unavailable)
@preconcurrency @MainActor
open class UISwitch: UIControl {
  open var isOn: Bool = false

  /// https://developer.apple.com/documentation/uikit/uiswitch/seton(_:animated:)
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}
