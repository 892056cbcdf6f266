#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit
  public import Kizuna

  @MainActor
  extension Reactive where Base: NSButton {
    /// A signal that sends each time the user clicks the button, on the main actor.
    ///
    /// ```swift
    /// signUpButton.reactive.tap
    ///   .observeNext { viewModel.signUp() }
    ///   .dispose(in: bag)
    /// ```
    public var tap: Signal<Void, Never> { action }

    /// Whether a checkbox (or toggle button) is on, two-way: the user's clicks are sent, and
    /// values sent in are shown (`.on` or `.off`) without coming back as clicks. A mixed state
    /// reads as off.
    ///
    /// ```swift
    /// viewModel.acceptsTerms.bidirectionalBind(to: termsCheckbox.reactive.isOn).dispose(in: bag)
    /// ```
    public var isOn: ControlProperty<Bool> {
      controlProperty(
        "isOn", get: { $0.state == .on }, set: { $0.state = $1 ? .on : .off })
    }
  }
#endif
