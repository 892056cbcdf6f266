import Foundation
internal import Kizuna
public import KizunaTestSupport

/// https://developer.apple.com/documentation/uikit/uicollectionview
/// Apple: `@MainActor class UICollectionView`
///
/// The stand-in's one piece of behaviour, as the stand-in `UITableView`'s: every reload and
/// batch goes to Kizuna's table-update oracle (``oracle``), which rejects what UIKit would
/// reject and shows what the data source serves (each cell's `accessibilityLabel` as its row;
/// sections have no metadata). Each reading of the data source puts every item on screen; the
/// cells of the reading before are handed out again by `dequeueReusableCell` (after
/// `prepareForReuse()`), and ``cellForItem(at:)`` returns the cell now showing an item.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// https://developer.apple.com/documentation/uikit/uicollectionview/datasource
  /// Apple: `weak var dataSource: (any UICollectionViewDataSource)? { get set }`
  weak open var dataSource: (any UICollectionViewDataSource)?
  /// https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
  /// Apple: `var collectionViewLayout: UICollectionViewLayout { get set }`
  open var collectionViewLayout: UICollectionViewLayout

  /// Not Apple API: the table-update oracle every call goes to. Reached only with
  /// `@_spi(StandIn) import UIKit`, so that adapters cannot use it by mistake.
  @_spi(StandIn) public let oracle = TableViewModel<String?, String?>(strict: false)
  /// Not Apple API: gathers the batch calls for ``oracle``.
  private lazy var calls = TableCallCollector(oracle: oracle)

  /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
  /// Apple: `init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout)`
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    oracle.dataSource = { [unowned self] in self.servedByDataSource() }
  }

  ///
  /// Not used by the stand-in: it makes no views from archives.
  /// No Apple page: searched developer.apple.com/documentation/uikit/uicollectionview/init(coder:)
  public required init?(coder: NSCoder) { return nil }

  /// The cells showing items and those waiting for reuse.
  private let cells = StandInCells<UICollectionViewCell>(
    reuseIdentifier: { $0.reuseIdentifier }, prepareForReuse: { $0.prepareForReuse() })

  /// What the data source serves: its cells' accessibility labels. A data source that does not
  /// implement `numberOfSections(in:)` has one section, as in UIKit (see
  /// `UICollectionViewDataSource`).
  private func servedByDataSource() -> [ArraySection<String?, String?>] {
    guard let dataSource else { return [] }
    cells.recycleAll()  // as if every row scrolled off and back on
    let sectionCount = implemented { dataSource.numberOfSections(in: self) } ?? 1
    return (0..<sectionCount).map { section in
      let items = (0..<dataSource.collectionView(self, numberOfItemsInSection: section)).map {
        item in
        let path = IndexPath(item: item, section: section)
        let cell = dataSource.collectionView(self, cellForItemAt: path)
        cells.show(cell, at: path)
        return cell.accessibilityLabel
      }
      return ArraySection(metadata: nil, items: items)
    }
  }

  /// What `call` returns when the data source implements the optional method it calls, `nil`
  /// when it does not (see `UICollectionViewDataSource`).
  private func implemented<Value>(_ call: () -> Value) -> Value? {
    StandInOptionalMethods.implemented(call)
  }

  private static func itemPaths(_ indexPaths: [IndexPath]) -> [ItemPath] {
    indexPaths.map { ItemPath(section: $0.section, item: $0.item) }
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
  /// Apple: `func reloadData()`
  open func reloadData() { oracle.reloadData() }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
  /// Apple: `func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? =
  /// nil)`
  open func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    let accepted = calls.performBatchUpdates { updates?() }
    completion?(accepted)
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/insertsections(_:)
  /// Apple: `func insertSections(_ sections: IndexSet)`
  open func insertSections(_ sections: IndexSet) {
    calls.record(.insertSections(Array(sections)))
  }
  /// https://developer.apple.com/documentation/uikit/uicollectionview/deletesections(_:)
  /// Apple: `func deleteSections(_ sections: IndexSet)`
  open func deleteSections(_ sections: IndexSet) {
    calls.record(.deleteSections(Array(sections)))
  }
  /// https://developer.apple.com/documentation/uikit/uicollectionview/reloadsections(_:)
  /// Apple: `func reloadSections(_ sections: IndexSet)`
  open func reloadSections(_ sections: IndexSet) {
    calls.record(.reloadSections(Array(sections)))
  }
  /// https://developer.apple.com/documentation/uikit/uicollectionview/movesection(_:tosection:)
  /// Apple: `func moveSection(_ section: Int, toSection newSection: Int)`
  open func moveSection(_ section: Int, toSection newSection: Int) {
    calls.record(.moveSection(section, to: newSection))
  }
  /// https://developer.apple.com/documentation/uikit/uicollectionview/insertitems(at:)
  /// Apple: `func insertItems(at indexPaths: [IndexPath])`
  open func insertItems(at indexPaths: [IndexPath]) {
    calls.record(.insertRows(Self.itemPaths(indexPaths)))
  }
  /// https://developer.apple.com/documentation/uikit/uicollectionview/deleteitems(at:)
  /// Apple: `func deleteItems(at indexPaths: [IndexPath])`
  open func deleteItems(at indexPaths: [IndexPath]) {
    calls.record(.deleteRows(Self.itemPaths(indexPaths)))
  }
  /// https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:)
  /// Apple: `func reloadItems(at indexPaths: [IndexPath])`
  open func reloadItems(at indexPaths: [IndexPath]) {
    calls.record(.reloadRows(Self.itemPaths(indexPaths)))
  }
  /// https://developer.apple.com/documentation/uikit/uicollectionview/moveitem(at:to:)
  /// Apple: `func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)`
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    calls.record(
      .moveRow(
        ItemPath(section: indexPath.section, item: indexPath.item),
        to: ItemPath(section: newIndexPath.section, item: newIndexPath.item)))
  }

  ///
  /// The stand-in remembers which identifiers are registered (a `nil` class unregisters one):
  /// dequeueing needs one.
  /// No Apple page: searched
  /// developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    registeredCellClasses[identifier] = cellClass
  }

  /// The reuse identifiers registered with ``register(_:forCellWithReuseIdentifier:)``.
  private var registeredCellClasses: [String: AnyClass] = [:]

  ///
  /// An identifier that was never registered stops the program with the message UIKit's
  /// `NSInternalInconsistencyException` carries (the page: "you must register a class or nib
  /// file using the register(_:forCellWithReuseIdentifier:) method before calling this
  /// method"). Without a reusable cell, the stand-in makes a plain `UICollectionViewCell`
  /// (Swift cannot make an instance of a registered class through a non-`required`
  /// initializer).
  /// No Apple page: searched
  /// developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
  open func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionViewCell {
    guard registeredCellClasses[identifier] != nil else {
      preconditionFailure(
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
          + "\(identifier) - must register a nib or a class for the identifier or connect a "
          + "prototype cell in a storyboard")
    }
    if let cell = cells.dequeue(identifier) { return cell }
    let cell = UICollectionViewCell(frame: .zero)
    cell.storedReuseIdentifier = identifier
    return cell
  }

  /// Not Apple API: what a user's drag of an item does (an interactive movement, begun with
  /// `beginInteractiveMovementForItem(at:)` and ended with `endInteractiveMovement()`), under
  /// UIKit's rules for the data source's optional methods. The item moves only if
  /// `collectionView(_:canMoveItemAt:)` does not answer `false` for it (the movement's
  /// beginning answers "false if the item is not allowed to move",
  /// beginInteractiveMovementForItem(at:)) and the data source implements
  /// `collectionView(_:moveItemAt:to:)` ("If you don't implement this method, the collection
  /// view ignores any attempts to reorder items"); then the view moves the item's cell from
  /// `from` to `to` (the cell stays the same object, as in UIKit) and calls
  /// `collectionView(_:moveItemAt:to:)`, only "if the position of the item changed" (the same
  /// page).
  ///
  /// Swift cannot ask whether `collectionView(_:moveItemAt:to:)` is implemented without calling
  /// it: when its default runs, the stand-in puts the item back, so that the user sees what
  /// UIKit shows (no item moved). Reached only with `@_spi(StandIn) import UIKit`, for tests
  /// that play the user.
  ///
  /// - Returns: Whether the item moved (for `from == to`: whether it could be picked up).
  @_spi(StandIn) @discardableResult
  public func simulateUserMove(from: IndexPath, to: IndexPath) -> Bool {
    guard let dataSource,
      implemented({ dataSource.collectionView(self, canMoveItemAt: from) }) != false
    else { return false }
    guard from != to else { return true }
    let source = ItemPath(section: from.section, item: from.item)
    let destination = ItemPath(section: to.section, item: to.item)
    cells.move(from: from, to: to)
    var moveIsImplemented = true
    oracle.simulateUserMove(from: source, to: destination) {
      moveIsImplemented =
        implemented { dataSource.collectionView(self, moveItemAt: from, to: to) } != nil
    }
    guard moveIsImplemented else {
      cells.move(from: to, to: from)
      oracle.simulateUserMove(from: destination, to: source)
      return false
    }
    return true
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
  /// Apple: `var numberOfSections: Int { get }`
  ///
  /// What the view shows (the stand-in's oracle), as of its last reload or batch.
  open var numberOfSections: Int { oracle.numberOfSections }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
  /// Apple: `func numberOfItems(inSection section: Int) -> Int`
  ///
  /// What the view shows, as of its last reload or batch; UIKit raises for a section it does
  /// not have.
  open func numberOfItems(inSection section: Int) -> Int {
    precondition(
      (0..<oracle.numberOfSections).contains(section),
      "UICollectionView: request for number of items in section \(section), but there are "
        + "only \(oracle.numberOfSections) sections")
    return oracle.numberOfRows(inSection: section)
  }

  /// https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:)
  /// Apple: `func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell?`
  ///
  /// The cell now showing the item (see the class's note).
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    cells.cell(at: indexPath)
  }
}
