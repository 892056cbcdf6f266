#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  public import Kizuna
  public import UIKit

  @MainActor
  extension Reactive where Base: UIRefreshControl {
    /// A value each time the user pulls to refresh (`.valueChanged`).
    ///
    /// ```swift
    /// refreshControl.reactive.refresh.observeNext { viewModel.reload() }.dispose(in: bag)
    /// ```
    public var refresh: Signal<Void, Never> { controlEvents(.valueChanged) }

    /// Shows or ends the refreshing indicator.
    ///
    /// ```swift
    /// viewModel.isLoading.bind(to: refreshControl.reactive.isRefreshing).dispose(in: bag)
    /// ```
    public var isRefreshing: BindingTarget<Base, Bool> {
      BindingTarget(base) { control, isRefreshing in
        guard control.isRefreshing != isRefreshing else { return }
        if isRefreshing { control.beginRefreshing() } else { control.endRefreshing() }
      }
    }
  }
#endif
