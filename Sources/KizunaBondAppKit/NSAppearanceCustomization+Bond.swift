// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_state` and the rest, are what Bond v4 code writes.)
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit
  public import KizunaBond

  extension NSAppearanceCustomization where Self: NSObject {
    /// Bond v4's `bnd_appearance`: values sent into it become the object's `appearance`.
    ///
    /// One-way, as in Bond v4: it starts with the appearance the object has when first asked,
    /// and does not follow changes made to `appearance` directly.
    ///
    /// ```swift
    /// Observable(NSAppearance(named: .vibrantDark)).bindTo(view.bnd_appearance)
    /// print(view.appearance?.name == .vibrantDark)  // prints "true"
    /// ```
    @preconcurrency @MainActor public var bnd_appearance: Observable<NSAppearance?> {
      bnd_associatedObservableForValueForKey("appearance", initial: appearance) { [weak self] in
        self?.appearance = $0
      }
    }
  }
#endif
