// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_text` and the rest, are what Bond v4 code writes.)
#if canImport(UIKit) && !os(watchOS)
  public import KizunaBond
  public import UIKit

  extension UIProgressView {
    /// Bond v4's `bnd_progress`.
    @preconcurrency @MainActor public var bnd_progress: Observable<Float> {
      bnd_associatedObservableForValueForKey("bnd_progress", initial: progress) { [weak self] in
        self?.progress = $0
      }
    }
  }
#endif
