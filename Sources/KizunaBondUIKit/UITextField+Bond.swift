// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_text` and the rest, are what Bond v4 code writes.)
#if canImport(UIKit) && !os(watchOS)
  public import KizunaBond
  public import UIKit

  extension UITextField {
    /// Bond v4's `bnd_text`: two-way (values set flow in; the user's changes flow out).
    @preconcurrency @MainActor public var bnd_text: Observable<String?> {
      bondControlObservable(
        self, key: "bnd_text", changedOn: .editingChanged, get: { $0.text }, set: { $0.text = $1 })
    }
    /// Bond v4's `bnd_attributedText`: two-way (values set flow in; the user's changes flow out).
    @preconcurrency @MainActor public var bnd_attributedText: Observable<NSAttributedString?> {
      bondControlObservable(
        self, key: "bnd_attributedText", changedOn: .editingChanged, get: { $0.attributedText },
        set: { $0.attributedText = $1 })
    }
    /// Bond v4's `bnd_textColor`.
    @preconcurrency @MainActor public var bnd_textColor: Observable<UIColor?> {
      bnd_associatedObservableForValueForKey("bnd_textColor", initial: textColor) { [weak self] in
        self?.textColor = $0
      }
    }
  }
#endif
