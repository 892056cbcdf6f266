// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_text` and the rest, are what Bond v4 code writes.)
#if canImport(UIKit) && !os(watchOS)
  public import KizunaBond
  public import UIKit

  extension UIView {
    /// Bond v4's `bnd_alpha`.
    @preconcurrency @MainActor public var bnd_alpha: Observable<CGFloat> {
      bnd_associatedObservableForValueForKey("bnd_alpha", initial: alpha) { [weak self] in
        self?.alpha = $0
      }
    }
    /// Bond v4's `bnd_backgroundColor`.
    @preconcurrency @MainActor public var bnd_backgroundColor: Observable<UIColor?> {
      bnd_associatedObservableForValueForKey("bnd_backgroundColor", initial: backgroundColor) {
        [weak self] in self?.backgroundColor = $0
      }
    }
    /// Bond v4's `bnd_hidden`.
    @preconcurrency @MainActor public var bnd_hidden: Observable<Bool> {
      bnd_associatedObservableForValueForKey("bnd_hidden", initial: isHidden) { [weak self] in
        self?.isHidden = $0
      }
    }
    /// Bond v4's `bnd_userInteractionEnabled`.
    @preconcurrency @MainActor public var bnd_userInteractionEnabled: Observable<Bool> {
      bnd_associatedObservableForValueForKey(
        "bnd_userInteractionEnabled", initial: isUserInteractionEnabled
      ) { [weak self] in self?.isUserInteractionEnabled = $0 }
    }
    /// Bond v4's `bnd_tintColor`.
    @preconcurrency @MainActor public var bnd_tintColor: Observable<UIColor?> {
      bnd_associatedObservableForValueForKey("bnd_tintColor", initial: tintColor) { [weak self] in
        self?.tintColor = $0
      }
    }
  }
#endif
