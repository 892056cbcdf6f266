// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's name, `bnd_active`, is what Bond v4 code writes.)
#if canImport(UIKit) && !os(watchOS)
  public import KizunaBond
  public import UIKit

  extension NSLayoutConstraint {
    /// Bond v4's `bnd_active`: activates and deactivates the constraint.
    @preconcurrency @MainActor public var bnd_active: Observable<Bool> {
      bnd_associatedObservableForValueForKey("bnd_active", initial: isActive) { [weak self] in
        self?.isActive = $0
      }
    }
  }
#endif
