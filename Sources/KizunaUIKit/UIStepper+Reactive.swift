#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  public import Kizuna
  public import UIKit

  @MainActor
  extension Reactive where Base: UIStepper {
    /// The stepper's value, two-way: the user's changes (`.valueChanged`) are sent, and values sent in are
    /// shown without coming back as changes.
    ///
    /// ```swift
    /// viewModel.quantity.bidirectionalBind(to: quantityStepper.reactive.value).dispose(in: bag)
    /// ```
    public var value: ControlProperty<Double> {
      controlProperty(
        "value", editedOn: .valueChanged, get: { $0.value }, set: { $0.value = $1 })
    }
  }
#endif
