// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_state` and the rest, are what Bond v4 code writes.)
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit
  public import KizunaBond

  extension NSMenuItem {
    /// Bond v4's `bnd_state`: values sent into it become the item's `state` (its check mark).
    ///
    /// One-way, as in Bond v4; the type is `state`'s since Swift 4, `NSControl.StateValue`.
    ///
    /// ```swift
    /// viewModel.showsHidden.map { $0 ? .on : .off }.bindTo(menuItem.bnd_state)
    /// ```
    @preconcurrency @MainActor public var bnd_state: Observable<NSControl.StateValue> {
      bnd_associatedObservableForValueForKey("state", initial: state) { [weak self] in
        self?.state = $0
      }
    }

    /// Bond v4's `bnd_enabled`: values sent into it become the item's `isEnabled`.
    ///
    /// ```swift
    /// viewModel.canSave.bindTo(saveItem.bnd_enabled)
    /// ```
    @preconcurrency @MainActor public var bnd_enabled: Observable<Bool> {
      bnd_associatedObservableForValueForKey("enabled", initial: isEnabled) { [weak self] in
        self?.isEnabled = $0
      }
    }
  }
#endif
