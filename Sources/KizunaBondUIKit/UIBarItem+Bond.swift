// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_text` and the rest, are what Bond v4 code writes.)
#if canImport(UIKit) && !os(watchOS)
  public import KizunaBond
  public import UIKit

  extension UIBarItem {
    /// Bond v4's `bnd_title`.
    @preconcurrency @MainActor public var bnd_title: Observable<String?> {
      bnd_associatedObservableForValueForKey("bnd_title", initial: title) { [weak self] in
        self?.title = $0
      }
    }
    /// Bond v4's `bnd_image`.
    @preconcurrency @MainActor public var bnd_image: Observable<UIImage?> {
      bnd_associatedObservableForValueForKey("bnd_image", initial: image) { [weak self] in
        self?.image = $0
      }
    }
    /// Bond v4's `bnd_enabled`.
    @preconcurrency @MainActor public var bnd_enabled: Observable<Bool> {
      bnd_associatedObservableForValueForKey("bnd_enabled", initial: isEnabled) { [weak self] in
        self?.isEnabled = $0
      }
    }
  }
#endif
