#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  public import Foundation
  public import Kizuna
  public import UIKit

  @MainActor
  extension Reactive where Base: UIDatePicker {
    /// The picker's date, two-way: the user's changes (`.valueChanged`) are sent, and values sent in are
    /// shown without coming back as changes.
    ///
    /// ```swift
    /// viewModel.dueDate.bidirectionalBind(to: datePicker.reactive.date).dispose(in: bag)
    /// ```
    public var date: ControlProperty<Date> {
      controlProperty(
        "date", editedOn: .valueChanged, get: { $0.date }, set: { $0.date = $1 })
    }
  }
#endif
