#if canImport(UIKit) && !os(watchOS)
  public import Kizuna
  public import UIKit

  @MainActor
  extension Reactive where Base: UIActivityIndicatorView {
    /// Starts (`true`) or stops (`false`) the indicator's animation.
    ///
    /// ```swift
    /// viewModel.isSigningUp.bind(to: spinner.reactive.isAnimating).dispose(in: bag)
    /// ```
    public var isAnimating: BindingTarget<Base, Bool> {
      BindingTarget(base) { indicator, isAnimating in
        if isAnimating { indicator.startAnimating() } else { indicator.stopAnimating() }
      }
    }
  }
#endif
