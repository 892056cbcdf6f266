// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_state` and the rest, are what Bond v4 code writes.)
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit
  public import KizunaBond

  extension NSImageView {
    /// Bond v4's `bnd_image`: values sent into it become the view's `image`; `nil` shows none.
    ///
    /// One-way, as in Bond v4.
    ///
    /// ```swift
    /// viewModel.avatar.bindTo(imageView.bnd_image).disposeIn(bnd_bag)
    /// ```
    @preconcurrency @MainActor public var bnd_image: Observable<NSImage?> {
      bnd_associatedObservableForValueForKey("image", initial: image) { [weak self] in
        self?.image = $0
      }
    }
  }
#endif
