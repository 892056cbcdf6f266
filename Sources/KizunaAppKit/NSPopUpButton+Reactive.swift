#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit
  public import Kizuna

  @MainActor
  extension Reactive where Base: NSPopUpButton {
    /// The index of the selected item (-1 for none), two-way: the user's choices are sent, and
    /// indexes sent in are selected (`selectItem(at:)`) without coming back as choices.
    ///
    /// ```swift
    /// viewModel.plan.bidirectionalBind(to: planPopUp.reactive.indexOfSelectedItem).dispose(in: bag)
    /// ```
    public var indexOfSelectedItem: ControlProperty<Int> {
      controlProperty(
        "indexOfSelectedItem", get: { $0.indexOfSelectedItem }, set: { $0.selectItem(at: $1) })
    }
  }
#endif
