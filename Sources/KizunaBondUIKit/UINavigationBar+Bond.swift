// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_text` and the rest, are what Bond v4 code writes.)
#if canImport(UIKit) && !os(watchOS)
  public import KizunaBond
  public import UIKit

  extension UINavigationBar {
    /// Bond v4's `bnd_barTintColor`.
    @preconcurrency @MainActor public var bnd_barTintColor: Observable<UIColor?> {
      bnd_associatedObservableForValueForKey("bnd_barTintColor", initial: barTintColor) {
        [weak self] in self?.barTintColor = $0
      }
    }
  }
#endif
