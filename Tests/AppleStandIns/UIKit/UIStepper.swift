import Foundation

/// https://developer.apple.com/documentation/uikit/uistepper
@available(tvOS, unavailable)
@preconcurrency @MainActor
open class UIStepper: UIControl {
  open var value: Double = 0
  open var minimumValue: Double = 0
  open var maximumValue: Double = 100
  open var stepValue: Double = 1
}
