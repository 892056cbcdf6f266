#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  public import Kizuna
  public import UIKit

  @MainActor
  extension Reactive where Base: UISwitch {
    /// Whether the switch is on, two-way: the user's changes (`.valueChanged`) are sent, and
    /// values sent in are shown without coming back as changes.
    ///
    /// ```swift
    /// viewModel.acceptsTerms.bidirectionalBind(to: termsSwitch.reactive.isOn).dispose(in: bag)
    /// ```
    public var isOn: ControlProperty<Bool> {
      controlProperty("isOn", editedOn: .valueChanged, get: { $0.isOn }, set: { $0.isOn = $1 })
    }
  }
#endif
