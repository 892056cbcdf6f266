// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_state` and the rest, are what Bond v4 code writes.)
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit
  public import KizunaBond

  extension NSColorWell {
    /// Bond v4's `bnd_color`: values sent into it become the well's `color`.
    ///
    /// One-way, as in Bond v4.
    ///
    /// ```swift
    /// Observable(NSColor.red).bindTo(colorWell.bnd_color)
    /// print(colorWell.color == .red)  // prints "true"
    /// ```
    @preconcurrency @MainActor public var bnd_color: Observable<NSColor> {
      bnd_associatedObservableForValueForKey("color", initial: color) { [weak self] in
        self?.color = $0
      }
    }
  }
#endif
