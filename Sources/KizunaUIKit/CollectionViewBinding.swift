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
  /// grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
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
  public final class CollectionViewBinding<Metadata: Sendable, Item: Sendable>: NSObject,
    UICollectionViewDataSource, TableViewAdapter
  {
    /// The platform-neutral binder: bind arrays and set the configuration here.
    public let binder: TableBinder<Metadata, Item>
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
      configuration: TableConfiguration<Metadata, Item> = TableConfiguration(),
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

    // MARK: TableViewAdapter

    /// The collection view (``collectionView``).
    public var adaptedView: UICollectionView? { collectionView }

    /// Whether this binding is the data source of `view`: a binding that a newer one replaced
    /// never touches the view again.
    public func isDataSource(of view: UICollectionView) -> Bool { view.dataSource === self }

    /// Reloads the collection view.
    public func reload(_ view: UICollectionView) { view.reloadData() }

    /// Runs the batch in one `performBatchUpdates(_:completion:)`.
    public func performBatchUpdates(
      on view: UICollectionView, _ updates: @escaping () -> Void
    ) {
      view.performBatchUpdates(updates, completion: nil)
    }

    /// Performs one operation (collection views do not animate by kind: `animations` is
    /// unused).
    public func perform(
      _ operation: TableOperation, on view: UICollectionView, animations: TableAnimations
    ) {
      view.perform(operation)
    }

    // MARK: UICollectionViewDataSource

    /// The number of sections the binder shows.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
      binder.numberOfSections
    }

    /// The number of items the binder shows in `section`.
    public func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      binder.numberOfRows(inSection: section)
    }

    /// The cell of the item at `indexPath`, made by the binding's cell closure.
    public func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let path = ItemPath(collectionIndexPath: indexPath)
      return makeCell(collectionView, indexPath, binder.item(at: path))
    }

    /// Whether the configuration lets the user move the item.
    public func collectionView(
      _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    ) -> Bool {
      binder.canMoveRow(at: ItemPath(collectionIndexPath: indexPath))
    }

    /// The user moved an item: the binder moves it in the bound data without telling the view.
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
