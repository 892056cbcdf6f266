// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_text` and the rest, are what Bond v4 code writes.)
#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  public import KizunaBond
  public import UIKit

  extension UIRefreshControl {
    /// Bond v4's `bnd_refreshing`: begins or ends refreshing.
    @preconcurrency @MainActor public var bnd_refreshing: Observable<Bool> {
      bnd_associatedObservableForValueForKey("bnd_refreshing", initial: isRefreshing) {
        [weak self] in
        guard let self else { return };
        if $0 { self.beginRefreshing() } else { self.endRefreshing() }
      }
    }
  }
#endif
