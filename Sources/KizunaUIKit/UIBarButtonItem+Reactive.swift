#if canImport(UIKit) && !os(watchOS)
  public import Kizuna
  public import UIKit

  @MainActor
  extension Reactive where Base: UIBarButtonItem {
    /// A signal that sends each time the user taps the item, on the main actor.
    ///
    /// On first use the item gets a `primaryAction` that sends to every observer of `tap`
    /// (UIKit then ignores the item's `target` and `action`: use one or the other). The action
    /// carries the item's title and image, which UIKit copies onto the item when the action is
    /// set, so the item keeps them. The action lives as long as the item.
    ///
    /// ```swift
    /// doneItem.reactive.tap.observeNext { viewModel.save() }.dispose(in: bag)
    /// ```
    public var tap: Signal<Void, Never> {
      let base = self.base
      let taps = storage.object(forKey: "tap") { () -> PublishSubject<Void, Never> in
        let taps = PublishSubject<Void, Never>()
        // Setting a primary action replaces the item's title and image with the action's
        // (https://developer.apple.com/documentation/uikit/uibarbuttonitem/primaryaction).
        base.primaryAction = UIAction(title: base.title ?? "", image: base.image) { _ in
          taps.send(())
        }
        return taps
      }
      return Signal { observer in taps.observe { observer.receive($0) } }
    }

    /// Enables or disables the item.
    ///
    /// ```swift
    /// viewModel.canSave.bind(to: doneItem.reactive.isEnabled).dispose(in: bag)
    /// ```
    public var isEnabled: BindingTarget<Base, Bool> {
      BindingTarget(base) { item, isEnabled in item.isEnabled = isEnabled }
    }
  }
#endif
