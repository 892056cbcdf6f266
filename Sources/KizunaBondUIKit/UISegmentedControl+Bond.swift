// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_text` and the rest, are what Bond v4 code writes.)
#if canImport(UIKit) && !os(watchOS)
  public import KizunaBond
  public import UIKit

  extension UISegmentedControl {
    /// Bond v4's `bnd_selectedSegmentIndex`: two-way (values set flow in; the user's changes flow out).
    @preconcurrency @MainActor public var bnd_selectedSegmentIndex: Observable<Int> {
      bondControlObservable(
        self, key: "bnd_selectedSegmentIndex", changedOn: .valueChanged,
        get: { $0.selectedSegmentIndex }, set: { $0.selectedSegmentIndex = $1 })
    }
  }
#endif
