#if canImport(UIKit) && !os(watchOS)
  internal import Foundation
  internal import Kizuna
  public import KizunaBond
  internal import KizunaUIKit
  public import UIKit

  /// Bond v4's proxy data source of a collection view bound to nested arrays: supplementary
  /// views, moves, reload instead of animating.
  ///
  /// Bond v4 declared these methods `optional`; here each has a default that does what Bond
  /// v4 did without it. The names are Bond v4's, with Swift 3's unlabelled first argument and
  /// `IndexPath` for `NSIndexPath`.
  ///
  /// ```swift
  /// extension AlbumsViewController: BNDCollectionViewProxyDataSource {
  ///   func shouldReloadInsteadOfUpdateCollectionView(_ collectionView: UICollectionView) -> Bool { true }
  /// }
  /// ```
  @preconcurrency @MainActor
  public protocol BNDCollectionViewProxyDataSource: AnyObject {
    /// The supplementary view (a header, a footer) of `kind` at `indexPath`; a layout with
    /// supplementary views needs it (the default stops the program, saying so).
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      atIndexPath indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Whether the item can be moved; `false` by default.
    func collectionView(
      _ collectionView: UICollectionView, canMoveItemAtIndexPath indexPath: IndexPath
    ) -> Bool
    /// The user moved the item: move it in the nested arrays; nothing by default, and then the
    /// collection view reloads to show the arrays as they are.
    func collectionView(
      _ collectionView: UICollectionView, moveItemAtIndexPath sourceIndexPath: IndexPath,
      toIndexPath destinationIndexPath: IndexPath)
    /// Whether each change reloads the collection view instead of animating; `false` by
    /// default.
    func shouldReloadInsteadOfUpdateCollectionView(_ collectionView: UICollectionView) -> Bool
  }

  extension BNDCollectionViewProxyDataSource {
    /// Stops the program: a layout with supplementary views needs this method.
    public func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      atIndexPath indexPath: IndexPath
    ) -> UICollectionReusableView {
      preconditionFailure(
        "BNDCollectionViewProxyDataSource: the collection view asked for a supplementary view "
          + "of kind \(kind) at \(indexPath); implement "
          + "collectionView(_:viewForSupplementaryElementOfKind:atIndexPath:)")
    }

    /// Items cannot be moved.
    public func collectionView(
      _ collectionView: UICollectionView, canMoveItemAtIndexPath indexPath: IndexPath
    ) -> Bool { false }

    /// Does nothing (the collection view reloads).
    public func collectionView(
      _ collectionView: UICollectionView, moveItemAtIndexPath sourceIndexPath: IndexPath,
      toIndexPath destinationIndexPath: IndexPath
    ) {}

    /// Changes animate.
    public func shouldReloadInsteadOfUpdateCollectionView(
      _ collectionView: UICollectionView
    ) -> Bool { false }
  }

  extension EventProducerType
  where
    EventType: ObservableArrayEventType,
    EventType.ObservableArrayEventSequenceType.Element: EventProducerType,
    EventType.ObservableArrayEventSequenceType.Element.EventType: ObservableArrayEventType
  {
    /// Bond v4's `bindTo(_:proxyDataSource:createCell:)` for a collection view: shows these
    /// nested arrays, one section per inner array, and animates their every change.
    ///
    /// ```swift
    /// photos.lift().bindTo(collectionView) { indexPath, photos, collectionView in
    ///   collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    /// }
    /// ```
    ///
    /// As Bond v4's, with every batch planned by Kizuna's `TableBinder` (the collection view
    /// never receives a batch it rejects); a section replaced in place or reset reloads, a
    /// whole reset reloads the view. Change the arrays on the main thread.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view to drive.
    ///   - proxyDataSource: Supplementary views, moves, reloads; held weakly.
    ///   - createCell: Makes the cell for an item, from the index path and the arrays.
    /// - Returns: A disposable that ends the binding.
    @preconcurrency @MainActor @discardableResult
    public func bindTo(
      _ collectionView: UICollectionView,
      proxyDataSource: (any BNDCollectionViewProxyDataSource)? = nil,
      createCell:
        @escaping (
          IndexPath, KizunaBond.ObservableArray<KizunaBond.ObservableArray<RowElement>>,
          UICollectionView
        ) -> UICollectionViewCell
    ) -> any DisposableType {
      let array =
        self as? KizunaBond.ObservableArray<KizunaBond.ObservableArray<RowElement>>
        ?? self.map { $0.crystallize() }.crystallize()
      let dataSource = BNDCollectionViewDataSource(
        array: array, collectionView: collectionView, proxyDataSource: proxyDataSource,
        createCell: createCell)
      return BlockDisposable { [weak collectionView] in
        dataSource.end()
        if let collectionView, collectionView.dataSource === dataSource {
          collectionView.dataSource = nil
        }
      }
    }
  }

  /// The data source of a collection view bound to nested arrays: Bond v4's
  /// `BNDCollectionViewDataSource`, with a Kizuna `TableBinder` planning the batches.
  @MainActor
  final class BNDCollectionViewDataSource<Element>: BNDViewDataSource<
    Element, UICollectionView, any BNDCollectionViewProxyDataSource
  >, UICollectionViewDataSource
  {
    private let createCell: (IndexPath, Arrays, UICollectionView) -> UICollectionViewCell

    init(
      array: Arrays, collectionView: UICollectionView,
      proxyDataSource: (any BNDCollectionViewProxyDataSource)?,
      createCell: @escaping (IndexPath, Arrays, UICollectionView) -> UICollectionViewCell
    ) {
      self.createCell = createCell
      super.init(array: array, view: collectionView) { [weak proxyDataSource] in proxyDataSource }
      binder.configuration.canMoveRow = { [weak self] _, path in
        self?.ask { $0.collectionView($1, canMoveItemAtIndexPath: path.collectionIndexPath) }
          ?? false
      }
      collectionView.dataSource = self
      attach(to: collectionView)
    }

    override func isDataSource(of view: UICollectionView) -> Bool { view.dataSource === self }

    override func reload(_ view: UICollectionView) { view.reloadData() }

    override func proxyAsksForReload(
      _ proxy: any BNDCollectionViewProxyDataSource, _ view: UICollectionView
    ) -> Bool {
      proxy.shouldReloadInsteadOfUpdateCollectionView(view)
    }

    override func performBatchUpdates(
      _ operations: [TableOperation], on view: UICollectionView, updateData: () -> Void
    ) {
      withoutActuallyEscaping(updateData) { updateData in
        view.performBatchUpdates(
          {
            updateData()
            for operation in operations { view.perform(operation) }
          }, completion: nil)
      }
    }

    // MARK: UICollectionViewDataSource

    func numberOfSections(in collectionView: UICollectionView) -> Int { binder.numberOfSections }

    func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      binder.numberOfRows(inSection: section)
    }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      createCell(indexPath, array, collectionView)
    }

    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      guard
        let view = ask({
          $0.collectionView($1, viewForSupplementaryElementOfKind: kind, atIndexPath: indexPath)
        })
      else {
        preconditionFailure(
          "bindTo(_:proxyDataSource:createCell:): the collection view asked for a supplementary "
            + "view of kind \(kind) at \(indexPath), and there is no proxy data source to answer")
      }
      return view
    }

    func collectionView(
      _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    ) -> Bool {
      binder.canMoveRow(at: ItemPath(collectionIndexPath: indexPath))
    }

    func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      userMoved(
        from: ItemPath(collectionIndexPath: sourceIndexPath),
        to: ItemPath(collectionIndexPath: destinationIndexPath)
      ) {
        $0.collectionView(
          $1, moveItemAtIndexPath: sourceIndexPath, toIndexPath: destinationIndexPath)
      }
    }
  }
#endif
