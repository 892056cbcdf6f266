#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit
  public import Kizuna

  @MainActor
  extension Reactive where Base: NSSwitch {
    /// Whether the switch is on, two-way: the user's changes are sent, and values sent in are
    /// shown without coming back as changes.
    ///
    /// ```swift
    /// viewModel.newsletter.bidirectionalBind(to: newsletterSwitch.reactive.isOn).dispose(in: bag)
    /// ```
    public var isOn: ControlProperty<Bool> {
      controlProperty(
        "isOn", get: { $0.state == .on }, set: { $0.state = $1 ? .on : .off })
    }
  }
#endif
