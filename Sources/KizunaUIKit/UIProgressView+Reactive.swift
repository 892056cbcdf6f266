#if canImport(UIKit) && !os(watchOS)
  public import Kizuna
  public import UIKit

  @MainActor
  extension Reactive where Base: UIProgressView {
    /// The progress shown, from 0 to 1.
    ///
    /// ```swift
    /// upload.fractionDone.bind(to: progressView.reactive.progress).dispose(in: bag)
    /// ```
    public var progress: BindingTarget<Base, Float> {
      BindingTarget(base) { view, progress in view.progress = progress }
    }
  }
#endif
