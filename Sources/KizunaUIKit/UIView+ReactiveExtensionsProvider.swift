#if canImport(UIKit) && !os(watchOS)
  public import Kizuna
  internal import ObjectiveC
  public import UIKit

  /// Every view has a ``Kizuna/Reactive`` namespace, `view.reactive`, and Kizuna's storage for
  /// it (its bags and two-way properties), kept in an associated object and released with the
  /// view.
  ///
  /// ```swift
  /// viewModel.title.bind(to: titleLabel.reactive.text).dispose(in: bag)
  /// viewModel.isBusy.observeNext { print($0) }.dispose(in: view.reactive.bag)
  /// ```
  extension UIView: ReactiveExtensionsProvider {
    /// The view's storage, made on first use and released with the view; read it through
    /// `view.reactive`. Main actor only.
    ///
    /// - Parameter view: The view whose storage to return.
    /// - Returns: The same storage for the view's whole life.
    public static func reactiveStorage(of view: UIView) -> ReactiveStorage {
      let key = UnsafeRawPointer(Unmanaged.passUnretained(storageKey).toOpaque())
      if let storage = objc_getAssociatedObject(view, key) as? ReactiveStorage { return storage }
      let storage = ReactiveStorage()
      objc_setAssociatedObject(view, key, storage, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return storage
    }
  }

  /// The associated-object key of a view's storage: the address of this object.
  private final class AssociationKey: Sendable {}
  private let storageKey = AssociationKey()
#endif
