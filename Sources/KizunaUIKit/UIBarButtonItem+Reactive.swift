#if canImport(UIKit) && !os(watchOS)
  public import Kizuna
  public import UIKit

  @MainActor
  extension Reactive where Base: UIBarButtonItem {
    /// A signal that sends each time the user taps the item, on the main actor.
    ///
    /// On first use the item gets a `primaryAction` that sends to every observer of `tap`
    /// (UIKit then ignores the item's `target` and `action`: use one or the other). The action
    /// lives as long as the item.
    ///
    /// ```swift
    /// doneItem.reactive.tap.observeNext { viewModel.save() }.dispose(in: bag)
    /// ```
    public var tap: Signal<Void, Never> {
      let base = self.base
      let taps = storage.object(forKey: "tap") { () -> PublishSubject<Void, Never> in
        let taps = PublishSubject<Void, Never>()
        base.primaryAction = UIAction { _ in taps.send(()) }
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
