import Foundation

/// https://developer.apple.com/documentation/uikit/uidatepicker
@available(tvOS, unavailable)
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  open var date: Date = Date()

  /// https://developer.apple.com/documentation/uikit/uidatepicker/setdate(_:animated:)
  open func setDate(_ date: Date, animated: Bool) { self.date = date }
}
