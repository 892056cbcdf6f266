// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_text` and the rest, are what Bond v4 code writes.)
#if canImport(UIKit) && !os(watchOS)
  public import KizunaBond
  public import UIKit

  extension UIActivityIndicatorView {
    /// Bond v4's `bnd_animating`: starts or stops the animation.
    @preconcurrency @MainActor public var bnd_animating: Observable<Bool> {
      bnd_associatedObservableForValueForKey("bnd_animating", initial: isAnimating) { [weak self] in
        guard let self else { return };
        if $0 { self.startAnimating() } else { self.stopAnimating() }
      }
    }
  }
#endif
