// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_text` and the rest, are what Bond v4 code writes.)
#if canImport(UIKit) && !os(watchOS)
  public import KizunaBond
  public import UIKit

  extension UILabel {
    /// Bond v4's `bnd_text`: where to show a text.
    @preconcurrency @MainActor public var bnd_text: Observable<String?> {
      bnd_associatedObservableForValueForKey("bnd_text", initial: text) { [weak self] in
        self?.text = $0
      }
    }
    /// Bond v4's `bnd_attributedText`.
    @preconcurrency @MainActor public var bnd_attributedText: Observable<NSAttributedString?> {
      bnd_associatedObservableForValueForKey("bnd_attributedText", initial: attributedText) {
        [weak self] in self?.attributedText = $0
      }
    }
    /// Bond v4's `bnd_textColor`.
    @preconcurrency @MainActor public var bnd_textColor: Observable<UIColor?> {
      bnd_associatedObservableForValueForKey("bnd_textColor", initial: textColor) { [weak self] in
        self?.textColor = $0
      }
    }
  }
#endif
