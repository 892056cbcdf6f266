import Foundation

/// https://developer.apple.com/documentation/uikit/uidatepicker
/// Apple: `@MainActor class UIDatePicker`
@available(tvOS, unavailable)
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  /// https://developer.apple.com/documentation/uikit/uidatepicker/date
  /// Apple: `var date: Date { get set }`
  open var date: Date = Date()

  /// https://developer.apple.com/documentation/uikit/uidatepicker/setdate(_:animated:)
  /// Apple: `func setDate(_ date: Date, animated: Bool)`
  open func setDate(_ date: Date, animated: Bool) { self.date = date }
}
