#if canImport(UIKit) && !os(watchOS)
  internal import Foundation
  internal import Kizuna
  internal import KizunaBond
  internal import KizunaUIKit
  internal import UIKit

  /// What the data sources of a table and a collection view bound to nested arrays share: the
  /// arrays, the view and its app's proxy (both weak), the feed that plans the batches, and the
  /// batch itself (or a reload, when the proxy asks for reloads). Subclasses add their view's
  /// data-source methods.
  @MainActor
  class BNDViewDataSource<Element, View: UIView, Proxy>: NSObject, TableViewProtocol {
    typealias Arrays = KizunaBond.ObservableArray<KizunaBond.ObservableArray<Element>>

    let array: Arrays
    private weak var view: View?
    /// The app's proxy, held weakly by the closure the subclass gives.
    private let proxy: () -> Proxy?
    let feed: BondTableFeed<Element>
    var binder: TableBinder<BondSectionsMirror<Element>.Version, BondSectionsMirror<Element>.Row> {
      feed.binder
    }

    init(array: Arrays, view: View, proxy: @escaping () -> Proxy?) {
      self.array = array
      self.view = view
      self.proxy = proxy
      feed = BondTableFeed(array)
      super.init()
    }

    /// Becomes `view`'s data source (subclasses set it) and shows the arrays there.
    func attach(to view: View) {
      view.reactive.storage.keepViewBinding(self)
      feed.attach(to: self)
    }

    /// Stops following the arrays.
    func end() { feed.end() }

    /// Whether this is `view`'s data source now (a newer binding replaces it).
    func isDataSource(of view: View) -> Bool { preconditionFailure("subclasses override") }

    /// Whether the proxy asks for a reload instead of an animated batch.
    func proxyAsksForReload(_ proxy: Proxy, _ view: View) -> Bool { false }

    /// Performs `operations` in one batch of `view`, calling `updateData` inside it first.
    func performBatchUpdates(
      _ operations: [TableOperation], on view: View, updateData: () -> Void
    ) { preconditionFailure("subclasses override") }

    /// The view, while this is its data source.
    var attachedView: View? {
      guard let view, isDataSource(of: view) else { return nil }
      return view
    }

    /// The proxy's answer, if there is a proxy and the view is still bound here.
    func ask<Answer>(_ question: (Proxy, View) -> Answer) -> Answer? {
      guard let proxy = proxy(), let view = attachedView else { return nil }
      return question(proxy, view)
    }

    /// The user dragged a row or item: the feed takes the move, then the proxy moves it in the
    /// arrays (`move`), which must not reach the view again.
    func userMoved(from: ItemPath, to: ItemPath, move: (Proxy, View) -> Void) {
      feed.userMovedRow(from: from, to: to) { ask(move) }
    }

    // MARK: TableViewProtocol

    func reloadData() {
      if let view = attachedView { reload(view) }
    }

    /// Reloads `view` (`reloadData()`).
    func reload(_ view: View) { preconditionFailure("subclasses override") }

    func performBatch(
      _ operations: [TableOperation], animations: TableAnimations, updateData: () -> Void
    ) {
      guard let view = attachedView else { return updateData() }
      if ask({ proxyAsksForReload($0, $1) }) == true {
        updateData()
        reload(view)
        return
      }
      performBatchUpdates(operations, on: view, updateData: updateData)
    }
  }
#endif
