import Foundation

/// https://developer.apple.com/documentation/uikit/uislider
/// Apple: `@MainActor class UISlider`
@available(tvOS, unavailable)
@preconcurrency @MainActor
open class UISlider: UIControl {
  /// https://developer.apple.com/documentation/uikit/uislider/value
  /// Apple: `var value: Float { get set }`
  open var value: Float = 0
  /// https://developer.apple.com/documentation/uikit/uislider/minimumvalue
  /// Apple: `var minimumValue: Float { get set }`
  open var minimumValue: Float = 0
  /// https://developer.apple.com/documentation/uikit/uislider/maximumvalue
  /// Apple: `var maximumValue: Float { get set }`
  open var maximumValue: Float = 1

  /// https://developer.apple.com/documentation/uikit/uislider/setvalue(_:animated:)
  /// Apple: `func setValue(_ value: Float, animated: Bool)`
  open func setValue(_ value: Float, animated: Bool) { self.value = value }
}
