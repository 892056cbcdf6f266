// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_text` and the rest, are what Bond v4 code writes.)
#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  public import KizunaBond
  public import UIKit

  extension UIDatePicker {
    /// Bond v4's `bnd_date`: two-way (values set flow in; the user's changes flow out).
    @preconcurrency @MainActor public var bnd_date: Observable<Date> {
      bondControlObservable(
        self, key: "bnd_date", changedOn: .valueChanged, get: { $0.date }, set: { $0.date = $1 })
    }
  }
#endif
