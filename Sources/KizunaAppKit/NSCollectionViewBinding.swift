#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit
  public import Kizuna

  /// Makes an `NSCollectionView` show an observable sectioned array: the AppKit side of a
  /// ``Kizuna/TableBinder``.
  ///
  /// The binding becomes the collection view's data source, and the collection view keeps it
  /// (``Kizuna/ReactiveStorage/keepViewBinding(_:)``): dropping the returned binding does not
  /// empty it, and a newer binding of the view replaces it (the older one stops touching the
  /// view). Its
  /// `performBatchUpdates(_:completionHandler:)` has UIKit's batch semantics, so the binder's
  /// batches are performed as planned.
  ///
  /// ```swift
  /// let binding = NSCollectionViewBinding<String, Photo>(collectionView: grid) { grid, indexPath, photo in
  ///   let item = grid.makeItem(withIdentifier: PhotoItem.identifier, for: indexPath)
  ///   item.textField?.stringValue = photo.title
  ///   return item
  /// }
  /// binding.binder.bind(albums).dispose(in: reactive.bag)
  /// ```
  ///
  /// Everything runs on the main actor; mutate the bound array on the main actor (or through
  /// ``Kizuna/TableBinder/bind(_:)``, which brings other threads' changes to the main actor).
  @MainActor
  public final class NSCollectionViewBinding<SectionMetadata: Sendable, Item: Sendable>: NSObject,
    NSCollectionViewDataSource, TableViewProtocol
  {
    /// The platform-neutral binder: bind arrays and set the configuration here.
    public let binder: TableBinder<SectionMetadata, Item>
    /// The collection view; held weakly.
    public private(set) weak var collectionView: NSCollectionView?
    private let makeItem: @MainActor (NSCollectionView, IndexPath, Item) -> NSCollectionViewItem

    /// Becomes the data source of `collectionView`, which keeps the binding.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view to drive.
    ///   - configuration: Update style.
    ///   - item: Makes the item for an element (`collectionView(_:itemForRepresentedObjectAt:)`).
    public init(
      collectionView: NSCollectionView,
      configuration: TableConfiguration<SectionMetadata, Item> = TableConfiguration(),
      item: @escaping @MainActor (NSCollectionView, IndexPath, Item) -> NSCollectionViewItem
    ) {
      binder = TableBinder(configuration: configuration)
      self.collectionView = collectionView
      makeItem = item
      super.init()
      binder.table = self
      collectionView.dataSource = self
      // The collection view holds its data source weakly: its storage keeps the binding, and a
      // newer binding of the view replaces it.
      collectionView.reactive.storage.keepViewBinding(self)
    }

    /// The collection view, while this binding is its data source: a binding that a newer one
    /// replaced never touches the view again.
    private var attachedView: NSCollectionView? {
      guard let collectionView, collectionView.dataSource === self else { return nil }
      return collectionView
    }

    /// Moves an item the user dragged: in the data (``Kizuna/TableBinder/userMovedRow(from:to:)``)
    /// and then in the collection view (`moveItem(at:to:)`). Call it from the drop handler.
    ///
    /// ```swift
    /// // In collectionView(_:acceptDrop:indexPath:dropOperation:):
    /// binding.userMovedItem(from: draggedIndexPath, to: destination)
    /// ```
    ///
    /// - Parameters:
    ///   - indexPath: The item's index path before the move.
    ///   - newIndexPath: Its index path after the move.
    public func userMovedItem(from indexPath: IndexPath, to newIndexPath: IndexPath) {
      binder.userMovedRow(from: itemPath(indexPath), to: itemPath(newIndexPath))
      guard indexPath != newIndexPath else { return }
      attachedView?.moveItem(at: indexPath, to: newIndexPath)
    }

    // MARK: TableViewProtocol

    public func reloadData() { attachedView?.reloadData() }

    public func performBatchUpdates(_ updates: () -> Void) {
      guard let collectionView = attachedView else { return updates() }
      withoutActuallyEscaping(updates) { updates in
        collectionView.performBatchUpdates(updates, completionHandler: nil)
      }
    }

    // NSCollectionView animates every change its own way: the animations are not used.
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
      attachedView?.insertItems(at: Set(paths.map(indexPath)))
    }

    public func deleteRows(at paths: [ItemPath], with animation: TableAnimation) {
      attachedView?.deleteItems(at: Set(paths.map(indexPath)))
    }

    public func reloadRows(at paths: [ItemPath], with animation: TableAnimation) {
      attachedView?.reloadItems(at: Set(paths.map(indexPath)))
    }

    public func moveRow(at path: ItemPath, to newPath: ItemPath) {
      attachedView?.moveItem(at: indexPath(path), to: indexPath(newPath))
    }

    // MARK: NSCollectionViewDataSource

    public func numberOfSections(in collectionView: NSCollectionView) -> Int {
      binder.numberOfSections
    }

    public func collectionView(
      _ collectionView: NSCollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      binder.numberOfRows(inSection: section)
    }

    public func collectionView(
      _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
    ) -> NSCollectionViewItem {
      makeItem(collectionView, indexPath, binder.item(at: itemPath(indexPath)))
    }

    private func itemPath(_ indexPath: IndexPath) -> ItemPath {
      ItemPath(section: indexPath.section, item: indexPath.item)
    }

    private func indexPath(_ path: ItemPath) -> IndexPath {
      IndexPath(item: path.item, section: path.section)
    }
  }
#endif
