#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit
  public import Kizuna

  @MainActor
  extension Reactive where Base: NSView {
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
    /// viewModel.canSignUp.map { $0 ? 1.0 : 0.5 }.bind(to: button.reactive.alphaValue)
    /// ```
    public var alphaValue: BindingTarget<Base, CGFloat> {
      BindingTarget(base) { view, alpha in view.alphaValue = alpha }
    }
  }
#endif
