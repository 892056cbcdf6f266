// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_text` and the rest, are what Bond v4 code writes.)
#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  public import KizunaBond
  public import UIKit

  extension UISlider {
    /// Bond v4's `bnd_value`: two-way (values set flow in; the user's changes flow out).
    @preconcurrency @MainActor public var bnd_value: Observable<Float> {
      bondControlObservable(
        self, key: "bnd_value", changedOn: .valueChanged, get: { $0.value }, set: { $0.value = $1 })
    }
  }
#endif
