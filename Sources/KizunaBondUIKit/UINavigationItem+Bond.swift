// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_text` and the rest, are what Bond v4 code writes.)
#if canImport(UIKit) && !os(watchOS)
  public import KizunaBond
  public import UIKit

  extension UINavigationItem {
    /// Bond v4's `bnd_title`.
    @preconcurrency @MainActor public var bnd_title: Observable<String?> {
      bnd_associatedObservableForValueForKey("bnd_title", initial: title) { [weak self] in
        self?.title = $0
      }
    }
  }
#endif
