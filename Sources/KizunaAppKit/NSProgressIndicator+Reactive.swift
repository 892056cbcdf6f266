#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit
  public import Kizuna

  @MainActor
  extension Reactive where Base: NSProgressIndicator {
    /// The indicator's value, between its `minValue` and `maxValue` (a determinate indicator).
    ///
    /// ```swift
    /// viewModel.uploadProgress.bind(to: progressBar.reactive.doubleValue).dispose(in: bag)
    /// ```
    public var doubleValue: BindingTarget<Base, Double> {
      BindingTarget(base) { indicator, value in indicator.doubleValue = value }
    }

    /// Starts (`true`) or stops (`false`) the indicator's animation.
    ///
    /// ```swift
    /// viewModel.isSigningUp.bind(to: spinner.reactive.isAnimating).dispose(in: bag)
    /// ```
    public var isAnimating: BindingTarget<Base, Bool> {
      BindingTarget(base) { indicator, isAnimating in
        if isAnimating {
          indicator.startAnimation(nil)
        } else {
          indicator.stopAnimation(nil)
        }
      }
    }
  }
#endif
