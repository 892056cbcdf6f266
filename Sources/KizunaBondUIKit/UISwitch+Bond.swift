// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_text` and the rest, are what Bond v4 code writes.)
#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  public import KizunaBond
  public import UIKit

  extension UISwitch {
    /// Bond v4's `bnd_on`: two-way (values set flow in; the user's changes flow out).
    @preconcurrency @MainActor public var bnd_on: Observable<Bool> {
      bondControlObservable(
        self, key: "bnd_on", changedOn: .valueChanged, get: { $0.isOn }, set: { $0.isOn = $1 })
    }
  }
#endif
