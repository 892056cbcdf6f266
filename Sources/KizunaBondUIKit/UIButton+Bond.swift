// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_text` and the rest, are what Bond v4 code writes.)
#if canImport(UIKit) && !os(watchOS)
  public import KizunaBond
  public import UIKit

  extension UIButton {
    /// Bond v4's `bnd_title`: the title for the normal state.
    @preconcurrency @MainActor public var bnd_title: Observable<String?> {
      bnd_associatedObservableForValueForKey("bnd_title", initial: titleLabel?.text) {
        [weak self] in self?.setTitle($0, for: .normal)
      }
    }
    /// Bond v4's `bnd_selected`.
    @preconcurrency @MainActor public var bnd_selected: Observable<Bool> {
      bnd_associatedObservableForValueForKey("bnd_selected", initial: isSelected) { [weak self] in
        self?.isSelected = $0
      }
    }
    /// Bond v4's `bnd_highlighted`.
    @preconcurrency @MainActor public var bnd_highlighted: Observable<Bool> {
      bnd_associatedObservableForValueForKey("bnd_highlighted", initial: isHighlighted) {
        [weak self] in self?.isHighlighted = $0
      }
    }

    /// Bond v4's `bnd_tap`: an event each time the button is tapped (touch up inside).
    @preconcurrency @MainActor public var bnd_tap: EventProducer<Void> {
      bnd_controlEvent.filter { $0 == .touchUpInside }.map { _ in }
    }
  }
#endif
