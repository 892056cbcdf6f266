// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_state` and the rest, are what Bond v4 code writes.)
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit
  public import KizunaBond

  extension NSStatusBarButton {
    /// Bond v4's `bnd_appearsDisabled`: values sent into it become the button's
    /// `appearsDisabled` (dimmed, still clickable).
    ///
    /// ```swift
    /// viewModel.isOffline.bindTo(statusItem.button!.bnd_appearsDisabled)
    /// ```
    @preconcurrency @MainActor public var bnd_appearsDisabled: Observable<Bool> {
      bnd_associatedObservableForValueForKey("appearsDisabled", initial: appearsDisabled) {
        [weak self] in self?.appearsDisabled = $0
      }
    }
  }
#endif
