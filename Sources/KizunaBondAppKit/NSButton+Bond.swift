// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_state` and the rest, are what Bond v4 code writes.)
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit
  public import KizunaBond

  extension NSButton {
    /// Bond v4's `bnd_state`: values sent into it become the button's `state`.
    ///
    /// One-way, as in Bond v4 (a click that changes the state is not sent; observe
    /// `bnd_controlEvent` for clicks). The value's type is the one `state` has since Swift 4,
    /// `NSControl.StateValue` (Bond v4's `Int` with `NSOnState`, `NSOffState`).
    ///
    /// ```swift
    /// Observable<NSControl.StateValue>(.on).bindTo(checkbox.bnd_state)
    /// print(checkbox.state == .on)  // prints "true"
    /// ```
    @preconcurrency @MainActor public var bnd_state: Observable<NSControl.StateValue> {
      bnd_associatedObservableForValueForKey("state", initial: state) { [weak self] in
        self?.state = $0
      }
    }
  }
#endif
