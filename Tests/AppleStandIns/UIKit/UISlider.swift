import Foundation

/// https://developer.apple.com/documentation/uikit/uislider
@available(tvOS, unavailable)
@preconcurrency @MainActor
open class UISlider: UIControl {
  open var value: Float = 0
  open var minimumValue: Float = 0
  open var maximumValue: Float = 1

  /// https://developer.apple.com/documentation/uikit/uislider/setvalue(_:animated:)
  open func setValue(_ value: Float, animated: Bool) { self.value = value }
}
