import Foundation

/// https://developer.apple.com/documentation/uikit/uiswitch
/// Apple: `@MainActor class UISwitch`
@available(tvOS, unavailable)
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// https://developer.apple.com/documentation/uikit/uiswitch/ison
  /// Apple: `var isOn: Bool { get set }`
  open var isOn: Bool = false

  /// https://developer.apple.com/documentation/uikit/uiswitch/seton(_:animated:)
  /// Apple: `func setOn(_ on: Bool, animated: Bool)`
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}
