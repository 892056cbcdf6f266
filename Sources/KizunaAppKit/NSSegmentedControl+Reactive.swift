#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit
  public import Kizuna

  @MainActor
  extension Reactive where Base: NSSegmentedControl {
    /// The selected segment (-1 for none), two-way: the user's choices are sent, and indexes
    /// sent in are selected without coming back as choices.
    ///
    /// ```swift
    /// viewModel.role.bidirectionalBind(to: roleControl.reactive.selectedSegment).dispose(in: bag)
    /// ```
    public var selectedSegment: ControlProperty<Int> {
      controlProperty(
        "selectedSegment", get: { $0.selectedSegment }, set: { $0.selectedSegment = $1 })
    }
  }
#endif
