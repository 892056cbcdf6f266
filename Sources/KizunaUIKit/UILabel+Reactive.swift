#if canImport(UIKit) && !os(watchOS)
  public import Kizuna
  public import UIKit

  @MainActor
  extension Reactive where Base: UILabel {
    /// The label's text, one way; bind a `String?` or a `String` signal to it.
    ///
    /// ```swift
    /// viewModel.warningText.bind(to: warningLabel.reactive.text).dispose(in: bag)
    /// ```
    public var text: BindingTarget<Base, String?> {
      BindingTarget(base) { label, text in label.text = text }
    }
  }
#endif
