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
  public final class NSCollectionViewBinding<Metadata: Sendable, Item: Sendable>: NSObject,
    NSCollectionViewDataSource, TableViewAdapter
  {
    /// The platform-neutral binder: bind arrays and set the configuration here.
    public let binder: TableBinder<Metadata, Item>
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
      configuration: TableConfiguration<Metadata, Item> = TableConfiguration(),
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

    // MARK: TableViewAdapter

    /// The collection view (``collectionView``).
    public var adaptedView: NSCollectionView? { collectionView }

    /// Whether this binding is the data source of `view`: a binding that a newer one replaced
    /// never touches the view again.
    public func isDataSource(of view: NSCollectionView) -> Bool { view.dataSource === self }

    /// Reloads the collection view.
    public func reload(_ view: NSCollectionView) { view.reloadData() }

    /// Runs the batch in one `performBatchUpdates(_:completionHandler:)`, which has UIKit's
    /// batch semantics.
    public func performBatchUpdates(
      on view: NSCollectionView, _ updates: @escaping () -> Void
    ) {
      view.performBatchUpdates(updates, completionHandler: nil)
    }

    /// Performs one operation (NSCollectionView animates every change its own way:
    /// `animations` is unused).
    public func perform(
      _ operation: TableOperation, on view: NSCollectionView, animations: TableAnimations
    ) {
      switch operation {
      case .insertSections(let sections): view.insertSections(IndexSet(sections))
      case .deleteSections(let sections): view.deleteSections(IndexSet(sections))
      case .reloadSections(let sections): view.reloadSections(IndexSet(sections))
      case .moveSection(let from, let to): view.moveSection(from, toSection: to)
      case .insertRows(let paths): view.insertItems(at: Set(paths.map(Self.indexPath)))
      case .deleteRows(let paths): view.deleteItems(at: Set(paths.map(Self.indexPath)))
      case .reloadRows(let paths): view.reloadItems(at: Set(paths.map(Self.indexPath)))
      case .moveRow(let from, let to):
        view.moveItem(at: Self.indexPath(from), to: Self.indexPath(to))
      }
    }

    // MARK: NSCollectionViewDataSource

    /// The number of sections the binder shows.
    public func numberOfSections(in collectionView: NSCollectionView) -> Int {
      binder.numberOfSections
    }

    /// The number of items the binder shows in `section`.
    public func collectionView(
      _ collectionView: NSCollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      binder.numberOfRows(inSection: section)
    }

    /// The item at `indexPath`, made by the binding's item closure.
    public func collectionView(
      _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
    ) -> NSCollectionViewItem {
      makeItem(collectionView, indexPath, binder.item(at: itemPath(indexPath)))
    }

    private func itemPath(_ indexPath: IndexPath) -> ItemPath {
      ItemPath(section: indexPath.section, item: indexPath.item)
    }

    private static func indexPath(_ path: ItemPath) -> IndexPath {
      IndexPath(item: path.item, section: path.section)
    }
  }
#endif
