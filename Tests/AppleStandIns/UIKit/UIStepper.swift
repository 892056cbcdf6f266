import Foundation

/// https://developer.apple.com/documentation/uikit/uistepper
/// Apple: `@MainActor class UIStepper`
@available(tvOS, unavailable)
@preconcurrency @MainActor
open class UIStepper: UIControl {
  /// https://developer.apple.com/documentation/uikit/uistepper/value
  /// Apple: `var value: Double { get set }`
  open var value: Double = 0
  /// https://developer.apple.com/documentation/uikit/uistepper/minimumvalue
  /// Apple: `var minimumValue: Double { get set }`
  open var minimumValue: Double = 0
  /// https://developer.apple.com/documentation/uikit/uistepper/maximumvalue
  /// Apple: `var maximumValue: Double { get set }`
  open var maximumValue: Double = 100
  /// https://developer.apple.com/documentation/uikit/uistepper/stepvalue
  /// Apple: `var stepValue: Double { get set }`
  open var stepValue: Double = 1
}
