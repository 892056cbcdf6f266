// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_text` and the rest, are what Bond v4 code writes.)
#if canImport(UIKit) && !os(watchOS)
  public import KizunaBond
  public import UIKit

  extension UIImageView {
    /// Bond v4's `bnd_image`.
    @preconcurrency @MainActor public var bnd_image: Observable<UIImage?> {
      bnd_associatedObservableForValueForKey("bnd_image", initial: image) { [weak self] in
        self?.image = $0
      }
    }
  }
#endif
