#if canImport(UIKit) && !os(watchOS)
  public import Kizuna
  public import UIKit

  @MainActor
  extension Reactive where Base: UIView {
    /// Hides or shows the view.
    ///
    /// ```swift
    /// viewModel.isIdle.bind(to: spinner.reactive.isHidden).dispose(in: bag)
    /// ```
    public var isHidden: BindingTarget<Base, Bool> {
      BindingTarget(base) { view, isHidden in view.isHidden = isHidden }
    }

    /// The view's opacity, from 0 to 1.
    ///
    /// ```swift
    /// viewModel.canSignUp.map { $0 ? 1.0 : 0.5 }.bind(to: button.reactive.alpha)
    /// ```
    public var alpha: BindingTarget<Base, CGFloat> {
      BindingTarget(base) { view, alpha in view.alpha = alpha }
    }

    /// The view's background color; `nil` for none.
    ///
    /// ```swift
    /// viewModel.isOverLimit.map { $0 ? UIColor.red : nil }.bind(to: counter.reactive.backgroundColor)
    /// ```
    public var backgroundColor: BindingTarget<Base, UIColor?> {
      BindingTarget(base) { view, color in view.backgroundColor = color }
    }

    /// The view's tint color; `nil` for the inherited one.
    ///
    /// ```swift
    /// viewModel.isOverLimit.map { $0 ? UIColor.red : nil }.bind(to: counter.reactive.tintColor)
    /// ```
    public var tintColor: BindingTarget<Base, UIColor?> {
      BindingTarget(base) { view, color in view.tintColor = color }
    }

    /// Whether the view takes touches.
    ///
    /// ```swift
    /// viewModel.isIdle.bind(to: form.reactive.isUserInteractionEnabled).dispose(in: bag)
    /// ```
    public var isUserInteractionEnabled: BindingTarget<Base, Bool> {
      BindingTarget(base) { view, isEnabled in view.isUserInteractionEnabled = isEnabled }
    }
  }
#endif
