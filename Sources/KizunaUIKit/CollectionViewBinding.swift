#if canImport(UIKit) && !os(watchOS)
  public import Foundation
  public import Kizuna
  public import UIKit

  /// Makes a `UICollectionView` show an observable (sectioned) array: the collection view side
  /// of a ``Kizuna/TableBinder``.
  ///
  /// The binding becomes the collection view's data source and forwards everything to its
  /// ``binder``, which plans every change into batches the collection view accepts (its
  /// `performBatchUpdates(_:completion:)` takes the same batches as a table's). Items the user
  /// moves are applied to the array without being sent back. Animations and header titles of
  /// the configuration do not apply to collection views.
  ///
  /// The collection view keeps its binding alive: you need not hold the returned object. A new
  /// binding of the same view replaces the previous one, which stops touching the view.
  ///
  /// ```swift
  /// let binding = CollectionViewBinding<String, Photo>(collectionView: grid) { view, indexPath, photo in
  ///   let cell = view.reactive.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
  ///   cell.accessibilityLabel = photo.caption
  ///   return cell
  /// }
  /// binding.binder.bind(albums).dispose(in: bag)
  /// ```
  ///
  /// The binding runs on the main actor; the bound array may be changed on any thread (changes
  /// reach the view on the main actor, in order).
  @MainActor
  public final class CollectionViewBinding<SectionMetadata: Sendable, Item: Sendable>: NSObject,
    UICollectionViewDataSource, TableViewProtocol
  {
    /// The platform-neutral binder: bind arrays and set the configuration here.
    public let binder: TableBinder<SectionMetadata, Item>
    /// The collection view; held weakly.
    public private(set) weak var collectionView: UICollectionView?
    private let makeCell: @MainActor (UICollectionView, IndexPath, Item) -> UICollectionViewCell

    /// Becomes the data source of `collectionView`.
    ///
    /// - Parameters:
    ///   - collectionView: The view to drive.
    ///   - configuration: Update style and permissions (``TableConfiguration/canMoveRow``
    ///     answers `collectionView(_:canMoveItemAt:)`).
    ///   - cell: Makes the cell for an item.
    public init(
      collectionView: UICollectionView,
      configuration: TableConfiguration<SectionMetadata, Item> = TableConfiguration(),
      cell: @escaping @MainActor (UICollectionView, IndexPath, Item) -> UICollectionViewCell
    ) {
      binder = TableBinder(configuration: configuration)
      self.collectionView = collectionView
      makeCell = cell
      super.init()
      binder.table = self
      collectionView.dataSource = self
      collectionView.reactive.storage.keepViewBinding(self)
    }

    /// The view, while this binding is its data source.
    private var attachedView: UICollectionView? {
      guard let collectionView, collectionView.dataSource === self else { return nil }
      return collectionView
    }

    // MARK: TableViewProtocol

    public func reloadData() { attachedView?.reloadData() }

    public func performBatchUpdates(_ updates: () -> Void) {
      guard let collectionView = attachedView else { return updates() }
      withoutActuallyEscaping(updates) { updates in
        collectionView.performBatchUpdates(updates, completion: nil)
      }
    }

    public func insertSections(_ sections: [Int], with animation: TableAnimation) {
      attachedView?.insertSections(IndexSet(sections))
    }

    public func deleteSections(_ sections: [Int], with animation: TableAnimation) {
      attachedView?.deleteSections(IndexSet(sections))
    }

    public func reloadSections(_ sections: [Int], with animation: TableAnimation) {
      attachedView?.reloadSections(IndexSet(sections))
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
      attachedView?.moveSection(section, toSection: newSection)
    }

    public func insertRows(at paths: [ItemPath], with animation: TableAnimation) {
      attachedView?.insertItems(at: paths.map(\.collectionIndexPath))
    }

    public func deleteRows(at paths: [ItemPath], with animation: TableAnimation) {
      attachedView?.deleteItems(at: paths.map(\.collectionIndexPath))
    }

    public func reloadRows(at paths: [ItemPath], with animation: TableAnimation) {
      attachedView?.reloadItems(at: paths.map(\.collectionIndexPath))
    }

    public func moveRow(at path: ItemPath, to newPath: ItemPath) {
      attachedView?.moveItem(at: path.collectionIndexPath, to: newPath.collectionIndexPath)
    }

    // MARK: UICollectionViewDataSource

    public func numberOfSections(in collectionView: UICollectionView) -> Int {
      binder.numberOfSections
    }

    public func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      binder.numberOfRows(inSection: section)
    }

    public func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let path = ItemPath(collectionIndexPath: indexPath)
      return makeCell(collectionView, indexPath, binder.item(at: path))
    }

    public func collectionView(
      _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    ) -> Bool {
      binder.canMoveRow(at: ItemPath(collectionIndexPath: indexPath))
    }

    public func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      binder.userMovedRow(
        from: ItemPath(collectionIndexPath: sourceIndexPath),
        to: ItemPath(collectionIndexPath: destinationIndexPath))
    }
  }

  extension ItemPath {
    /// The path of the collection view item at `indexPath`.
    public init(collectionIndexPath indexPath: IndexPath) {
      self.init(section: indexPath.section, item: indexPath.item)
    }

    /// This path as a collection view `IndexPath`.
    public var collectionIndexPath: IndexPath { IndexPath(item: item, section: section) }
  }
#endif
