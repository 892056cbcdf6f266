#if canImport(UIKit) && !os(watchOS)
  public import Kizuna
  public import UIKit

  @MainActor
  extension Reactive where Base: UITextField {
    /// The field's text, two-way: what the user types (`.editingChanged`) is sent, and values
    /// sent in are shown without coming back as edits.
    ///
    /// ```swift
    /// viewModel.loginID.bidirectionalBind(to: loginField.reactive.text).dispose(in: bag)
    /// ```
    public var text: ControlProperty<String?> {
      controlProperty("text", editedOn: .editingChanged, get: { $0.text }, set: { $0.text = $1 })
    }
  }
#endif
