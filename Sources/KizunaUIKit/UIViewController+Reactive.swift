#if canImport(UIKit) && !os(watchOS)
  public import Kizuna
  public import UIKit

  @MainActor
  extension Reactive where Base: UIViewController {
    /// The screen's title (a `String` signal binds too).
    ///
    /// ```swift
    /// viewModel.name.bind(to: controller.reactive.title).dispose(in: bag)
    /// ```
    public var title: BindingTarget<Base, String?> {
      BindingTarget(base) { controller, title in controller.title = title }
    }
  }
#endif
