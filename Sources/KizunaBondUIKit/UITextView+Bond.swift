// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_text` and the rest, are what Bond v4 code writes.)
#if canImport(UIKit) && !os(watchOS)
  public import KizunaBond
  public import UIKit

  extension UITextView {
    /// Bond v4's `bnd_text`: two-way; the user's edits arrive through
    /// `UITextView.textDidChangeNotification`, as in Bond v4.
    @preconcurrency @MainActor public var bnd_text: Observable<String?> {
      bondTextViewObservable("bnd_text", get: { $0.text }, set: { $0.text = $1 })
    }

    /// Bond v4's `bnd_attributedText`: two-way, as ``bnd_text``.
    @preconcurrency @MainActor public var bnd_attributedText: Observable<NSAttributedString?> {
      bondTextViewObservable(
        "bnd_attributedText", get: { $0.attributedText }, set: { $0.attributedText = $1 })
    }

    /// Bond v4's `bnd_textColor`.
    @preconcurrency @MainActor public var bnd_textColor: Observable<UIColor?> {
      bnd_associatedObservableForValueForKey("bnd_textColor", initial: textColor) {
        [weak self] in self?.textColor = $0
      }
    }

    @MainActor
    private func bondTextViewObservable<Value>(
      _ key: String, get: @escaping (UITextView) -> Value,
      set: @escaping (UITextView, Value) -> Void
    ) -> Observable<Value> {
      bondAssociations.object(key) {
        let (observable, userChanged) = BondProperty.twoWay(initial: get(self)) {
          [weak self] value in
          if let self { set(self, value) }
        }
        NotificationCenter.default
          .bnd_notification(UITextView.textDidChangeNotification, object: self)
          .observe { [weak self] _ in
            if let self { userChanged(get(self)) }
          }
          .disposeIn(bnd_bag)
        return observable
      }
    }
  }
#endif
