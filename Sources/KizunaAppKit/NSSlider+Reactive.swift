#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit
  public import Kizuna

  @MainActor
  extension Reactive where Base: NSSlider {
    /// The slider's value, two-way: the user's changes are sent, and values sent in are shown
    /// without coming back as changes.
    ///
    /// ```swift
    /// viewModel.volume.bidirectionalBind(to: volumeSlider.reactive.doubleValue).dispose(in: bag)
    /// ```
    public var doubleValue: ControlProperty<Double> {
      controlProperty("doubleValue", get: { $0.doubleValue }, set: { $0.doubleValue = $1 })
    }
  }
#endif
