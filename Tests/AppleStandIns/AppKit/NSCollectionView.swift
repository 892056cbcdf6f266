import Foundation
internal import Kizuna
public import KizunaTestSupport

/// https://developer.apple.com/documentation/appkit/nscollectionview
/// Apple: `@MainActor class NSCollectionView`
///
/// The stand-in's one piece of behaviour: `performBatchUpdates` has UIKit's batch semantics, so
/// every reload and batch goes to Kizuna's table-update oracle (``oracle``), as the stand-in
/// `UITableView` does, reading what the data source serves (items' `textField?.stringValue`;
/// sections have no header, so their metadata is `nil`).
@preconcurrency @MainActor
open class NSCollectionView: NSView {
  /// https://developer.apple.com/documentation/appkit/nscollectionview/datasource
  /// Apple: `weak var dataSource: (any NSCollectionViewDataSource)? { get set }`
  weak open var dataSource: (any NSCollectionViewDataSource)?

  /// Not Apple API: the table-update oracle every call goes to. Reached only with
  /// `@_spi(StandIn) import AppKit`, so that adapters cannot use it by mistake.
  @_spi(StandIn) public let oracle = TableViewModel<String?, String?>(strict: false)
  /// Not Apple API: gathers the batch calls for ``oracle``.
  private lazy var calls = TableCallCollector(oracle: oracle)

  /// https://developer.apple.com/documentation/appkit/nsview/init(frame:)
  /// Apple: `init(frame frameRect: NSRect)`
  public override init(frame frameRect: NSRect) {
    super.init(frame: frameRect)
    oracle.dataSource = { [unowned self] in self.servedByDataSource() }
  }
  /// https://developer.apple.com/documentation/appkit/nsview/init(coder:) (`required`: see
  /// NSView.swift)
  /// Apple: `init?(coder: NSCoder)`
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    oracle.dataSource = { [unowned self] in self.servedByDataSource() }
  }

  private func servedByDataSource() -> [ArraySection<String?, String?>] {
    guard let dataSource else { return [] }
    return (0..<dataSource.numberOfSections(in: self)).map { section in
      let items = (0..<dataSource.collectionView(self, numberOfItemsInSection: section)).map {
        dataSource.collectionView(
          self, itemForRepresentedObjectAt: IndexPath(item: $0, section: section)
        ).textField?.stringValue
      }
      return ArraySection(metadata: nil, items: items)
    }
  }

  private static func itemPaths(_ indexPaths: Set<IndexPath>) -> [ItemPath] {
    indexPaths.map { ItemPath(section: $0.section, item: $0.item) }.sorted()
  }

  /// https://developer.apple.com/documentation/appkit/nscollectionview/reloaddata()
  /// Apple: `func reloadData()`
  open func reloadData() { oracle.reloadData() }

  /// https://developer.apple.com/documentation/appkit/nscollectionview/performbatchupdates(_:completionhandler:)
  /// Apple: `func performBatchUpdates(_ updates: (() -> Void)?,
  /// completionHandler: ((Bool) -> Void)? = nil)`
  open func performBatchUpdates(
    _ updates: (() -> Void)?, completionHandler: ((Bool) -> Void)? = nil
  ) {
    let accepted = calls.performBatchUpdates { updates?() }
    completionHandler?(accepted)
  }

  // No animations here: the oracle ignores them.
  /// https://developer.apple.com/documentation/appkit/nscollectionview/insertsections(_:)
  /// Apple: `func insertSections(_ sections: IndexSet)`
  open func insertSections(_ sections: IndexSet) {
    calls.record(.insertSections(Array(sections)))
  }
  /// https://developer.apple.com/documentation/appkit/nscollectionview/deletesections(_:)
  /// Apple: `func deleteSections(_ sections: IndexSet)`
  open func deleteSections(_ sections: IndexSet) {
    calls.record(.deleteSections(Array(sections)))
  }
  /// https://developer.apple.com/documentation/appkit/nscollectionview/reloadsections(_:)
  /// Apple: `func reloadSections(_ sections: IndexSet)`
  open func reloadSections(_ sections: IndexSet) {
    calls.record(.reloadSections(Array(sections)))
  }
  /// https://developer.apple.com/documentation/appkit/nscollectionview/movesection(_:tosection:)
  /// Apple: `func moveSection(_ section: Int, toSection newSection: Int)`
  open func moveSection(_ section: Int, toSection newSection: Int) {
    calls.record(.moveSection(section, to: newSection))
  }
  /// https://developer.apple.com/documentation/appkit/nscollectionview/insertitems(at:)
  /// Apple: `func insertItems(at indexPaths: Set<IndexPath>)`
  open func insertItems(at indexPaths: Set<IndexPath>) {
    calls.record(.insertRows(Self.itemPaths(indexPaths)))
  }
  /// No Apple page: searched
  /// developer.apple.com/documentation/appkit/nscollectionview/deleteitems(at:)
  open func deleteItems(at indexPaths: Set<IndexPath>) {
    calls.record(.deleteRows(Self.itemPaths(indexPaths)))
  }
  /// https://developer.apple.com/documentation/appkit/nscollectionview/reloaditems(at:)
  /// Apple: `func reloadItems(at indexPaths: Set<IndexPath>)`
  open func reloadItems(at indexPaths: Set<IndexPath>) {
    calls.record(.reloadRows(Self.itemPaths(indexPaths)))
  }
  /// https://developer.apple.com/documentation/appkit/nscollectionview/moveitem(at:to:)
  /// Apple: `func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)`
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    calls.record(
      .moveRow(
        ItemPath(section: indexPath.section, item: indexPath.item),
        to: ItemPath(section: newIndexPath.section, item: newIndexPath.item)))
  }
}
