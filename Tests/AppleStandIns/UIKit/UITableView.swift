import Foundation
internal import Kizuna
public import KizunaTestSupport

/// https://developer.apple.com/documentation/uikit/uitableview
///
/// The stand-in's one piece of behaviour: every reload and batch goes to Kizuna's table-update
/// oracle (``oracle``), which rejects what UIKit would reject and shows what the data source
/// serves (section headers as metadata, cells' `textLabel?.text` as rows). Each time the
/// oracle reads the data source, every row is on screen: the cells of the reading before are
/// handed out again by `dequeueReusableCell` (after `prepareForReuse()`, as UIKit does), and
/// ``cellForRow(at:)`` returns the cell now showing a row.
///
/// Apple: `@MainActor class UITableView`
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
  /// Apple: `enum Style`
  public enum Style: Int, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain
    /// Apple: `case plain`
    case plain = 0
    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/grouped
    /// Apple: `case grouped`
    case grouped = 1
    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/insetgrouped
    /// Apple: `case insetGrouped`
    @available(iOS 13.0, *)
    case insetGrouped = 2
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation
  /// Apple: `enum RowAnimation`
  public enum RowAnimation: Int, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation/fade
    /// Apple: `case fade`
    case fade = 0
    /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation/right
    /// Apple: `case right`
    case right = 1
    /// No Apple page: searched
    /// developer.apple.com/documentation/uikit/uitableview/rowanimation/left
    case left = 2
    /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation/top
    /// Apple: `case top`
    case top = 3
    /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation/bottom
    /// Apple: `case bottom`
    case bottom = 4
    /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation/none
    /// Apple: `case none`
    case none = 5
    /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation/middle
    /// Apple: `case middle`
    case middle = 6
    /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation/automatic
    /// Apple: `case automatic`
    case automatic = 100
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/datasource
  /// Apple: `weak var dataSource: (any UITableViewDataSource)? { get set }`
  weak open var dataSource: (any UITableViewDataSource)?
  /// https://developer.apple.com/documentation/uikit/uitableview/delegate
  /// Apple: `weak var delegate: (any UITableViewDelegate)? { get set }`
  ///
  /// Kept, not called: the stand-in's `UITableViewDelegate` declares no methods.
  weak open var delegate: (any UITableViewDelegate)?
  /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.property
  /// Apple: `var style: UITableView.Style { get }`
  open var style: UITableView.Style { storedStyle }
  private let storedStyle: UITableView.Style

  /// Not Apple API: the table-update oracle every call goes to. Reached only with
  /// `@_spi(StandIn) import UIKit`, so that adapters cannot use it by mistake.
  @_spi(StandIn) public let oracle = TableViewModel<String?, String?>(strict: false)
  /// Not Apple API: gathers the batch calls for ``oracle``.
  private lazy var calls = TableCallCollector(oracle: oracle)

  /// https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
  /// Apple: `init(frame: CGRect, style: UITableView.Style)`
  public init(frame: CGRect, style: UITableView.Style) {
    storedStyle = style
    super.init(frame: frame)
    oracle.dataSource = { [unowned self] in self.servedByDataSource() }
  }

  /// `init()`, which a table inherits from `NSObject` in Objective-C: a plain table with a zero
  /// frame (https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain
  /// is the style `init(frame:)` gives).
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  /// Apple: `init()`
  public convenience init() { self.init(frame: .zero, style: .plain) }

  /// Not used by the stand-in: it makes no views from archives.
  /// No Apple page: searched developer.apple.com/documentation/uikit/uitableview/init(coder:)
  public required init?(coder: NSCoder) { return nil }

  /// The cells showing rows and those waiting for reuse.
  private let cells = StandInCells<UITableViewCell>(
    reuseIdentifier: { $0.reuseIdentifier }, prepareForReuse: { $0.prepareForReuse() })

  /// What the data source serves: its section headers and its cells' texts (and, in
  /// ``footerTitles``, its section footers). Optional methods the data source does not
  /// implement give UIKit's defaults (see `UITableViewDataSource`): one section, no titles.
  private func servedByDataSource() -> [ArraySection<String?, String?>] {
    guard let dataSource else {
      footerTitles = []
      return []
    }
    cells.recycleAll()  // as if every row scrolled off and back on
    let sectionCount = implemented { dataSource.numberOfSections(in: self) } ?? 1
    let sections = (0..<sectionCount).map { section in
      let rows = (0..<dataSource.tableView(self, numberOfRowsInSection: section)).map { row in
        let path = IndexPath(row: row, section: section)
        let cell = dataSource.tableView(self, cellForRowAt: path)
        cells.show(cell, at: path)
        return cell.textLabel?.text
      }
      let header = implemented { dataSource.tableView(self, titleForHeaderInSection: section) }
      return ArraySection(metadata: header ?? nil, items: rows)
    }
    footerTitles = (0..<sectionCount).map { section in
      implemented { dataSource.tableView(self, titleForFooterInSection: section) } ?? nil
    }
    return sections
  }

  /// Not Apple API: the title each section's footer shows (`nil`: none), as of the last time
  /// the table read its data source (each reload and batch), from
  /// `tableView(_:titleForFooterInSection:)`. Reached only with `@_spi(StandIn) import UIKit`.
  @_spi(StandIn) public private(set) var footerTitles: [String?] = []

  /// What `call` returns when the data source implements the optional method it calls, `nil`
  /// when it does not (see `UITableViewDataSource`).
  private func implemented<Value>(_ call: () -> Value) -> Value? {
    StandInOptionalMethods.implemented(call)
  }

  private static func itemPaths(_ indexPaths: [IndexPath]) -> [ItemPath] {
    indexPaths.map { ItemPath(section: $0.section, item: $0.row) }
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
  /// Apple: `func reloadData()`
  open func reloadData() { oracle.reloadData() }

  /// https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
  /// Apple: `func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?
  /// = nil)`
  @available(iOS 11.0, *)
  open func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    let accepted = calls.performBatchUpdates { updates?() }
    completion?(accepted)
  }

  /// Not Apple API: the animation of every section and row insert, delete and reload, in
  /// order, for tests that check which animation a binding asked for. Animations do not matter
  /// to the oracle.
  @_spi(StandIn) public private(set) var animations: [StandInTableAnimation] = []

  /// https://developer.apple.com/documentation/uikit/uitableview/insertsections(_:with:)
  /// Apple: `func insertSections(_ sections: IndexSet, with animation:
  /// UITableView.RowAnimation)`
  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    animations.append(.sections(.insert, Array(sections), animation))
    calls.record(.insertSections(Array(sections)))
  }
  /// https://developer.apple.com/documentation/uikit/uitableview/deletesections(_:with:)
  /// Apple: `func deleteSections(_ sections: IndexSet, with animation:
  /// UITableView.RowAnimation)`
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    animations.append(.sections(.delete, Array(sections), animation))
    calls.record(.deleteSections(Array(sections)))
  }
  /// https://developer.apple.com/documentation/uikit/uitableview/reloadsections(_:with:)
  /// Apple: `func reloadSections(_ sections: IndexSet, with animation:
  /// UITableView.RowAnimation)`
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    animations.append(.sections(.reload, Array(sections), animation))
    calls.record(.reloadSections(Array(sections)))
  }
  /// https://developer.apple.com/documentation/uikit/uitableview/movesection(_:tosection:)
  /// Apple: `func moveSection(_ section: Int, toSection newSection: Int)`
  open func moveSection(_ section: Int, toSection newSection: Int) {
    calls.record(.moveSection(section, to: newSection))
  }
  /// https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:)
  /// Apple: `func insertRows(at indexPaths: [IndexPath], with animation:
  /// UITableView.RowAnimation)`
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    animations.append(.rows(.insert, indexPaths, animation))
    calls.record(.insertRows(Self.itemPaths(indexPaths)))
  }
  /// https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
  /// Apple: `func deleteRows(at indexPaths: [IndexPath], with animation:
  /// UITableView.RowAnimation)`
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    animations.append(.rows(.delete, indexPaths, animation))
    calls.record(.deleteRows(Self.itemPaths(indexPaths)))
  }
  /// https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)
  /// Apple: `func reloadRows(at indexPaths: [IndexPath], with animation:
  /// UITableView.RowAnimation)`
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    animations.append(.rows(.reload, indexPaths, animation))
    calls.record(.reloadRows(Self.itemPaths(indexPaths)))
  }
  /// https://developer.apple.com/documentation/uikit/uitableview/moverow(at:to:)
  /// Apple: `func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath)`
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    calls.record(
      .moveRow(
        ItemPath(section: indexPath.section, item: indexPath.row),
        to: ItemPath(section: newIndexPath.section, item: newIndexPath.row)))
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
  /// Apple: `func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String)`
  ///
  /// "Prior to dequeueing any cells, call this method [...] to tell the table view how to
  /// create new cells" (Apple's page); the stand-in remembers which identifiers are registered
  /// (a `nil` class unregisters one).
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registeredCellClasses[identifier] = cellClass
  }

  /// The reuse identifiers registered with ``register(_:forCellReuseIdentifier:)``.
  private var registeredCellClasses: [String: AnyClass] = [:]

  /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)
  /// Apple: `func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell?`
  ///
  /// "This method dequeues an existing cell if one is available or creates a new one using the
  /// class or nib file you previously registered. If no cell is available for reuse and you did
  /// not register a class or nib file, this method returns nil" (Apple's page). A reused cell
  /// comes back after `prepareForReuse()`; a new one is made as
  /// ``dequeueReusableCell(withIdentifier:for:)`` describes.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let cell = cells.dequeue(identifier) { return cell }
    guard let registered = registeredCellClasses[identifier] else { return nil }
    if let cellClass = registered as? UITableViewCell.Type,
      let cell = cellClass.init(coder: NSCoder())
    {
      return cell
    }
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
  /// Apple: `func dequeueReusableCell(withIdentifier identifier: String, for indexPath:
  /// IndexPath) -> UITableViewCell`
  ///
  /// An identifier that was never registered stops the program with the message UIKit's
  /// `NSInternalInconsistencyException` carries: the page requires registering a class or nib
  /// (or a storyboard prototype) for the identifier first. Without a reusable cell, the
  /// stand-in makes one of the registered class through `init?(coder:)`, the only initializer
  /// Swift can call through a class object (it is `required`), which is how UIKit makes a
  /// storyboard's prototype cell; UIKit makes a class registered in code with
  /// `init(style:reuseIdentifier:)`, which Swift cannot call that way. `UITableViewCell`'s own
  /// `init?(coder:)` fails in the stand-in (it reads no archives), and then the stand-in makes
  /// a plain `UITableViewCell`. A test's cell subclass that stands in for a storyboard prototype
  /// overrides `init?(coder:)` to make its views and connect its outlets.
  open func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  )
    -> UITableViewCell
  {
    guard registeredCellClasses[identifier] != nil else {
      preconditionFailure(
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
          + "for the identifier or connect a prototype cell in a storyboard")
    }
    guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
      preconditionFailure("UITableView: no cell for the registered identifier \(identifier)")
    }
    return cell
  }

  /// Not Apple API: what a user's drag of the reordering control does (the table being in
  /// editing mode), under UIKit's rules for the data source's optional methods. The row has a
  /// reordering control, and the drag happens, only if the data source implements
  /// `tableView(_:moveRowAt:to:)` ("For the reordering control to appear, you must [...]
  /// implement the UITableViewDataSource method tableView(_:moveRowAt:to:)",
  /// UITableViewCell.showsReorderControl) and `tableView(_:canMoveRowAt:)` does not answer
  /// `false` for it ("By default, the reordering control is shown if the data source implements
  /// the tableView(_:moveRowAt:to:) method", tableView(_:canMoveRowAt:)); "the table view sends
  /// a series of messages to its data source and delegate, but only if they implement these
  /// methods" (Table View Programming Guide, Managing the Reordering of Rows). Then the view
  /// moves the row's cell from `from` to `to` (the cell stays the same object, as in UIKit) and
  /// calls the data source's `tableView(_:moveRowAt:to:)`.
  ///
  /// Swift cannot ask whether `tableView(_:moveRowAt:to:)` is implemented without calling it:
  /// when its default runs, the stand-in puts the row back, so that the user sees what UIKit
  /// shows (no row moved; the drag could not start). Reached only with
  /// `@_spi(StandIn) import UIKit`, for tests that play the user.
  ///
  /// - Returns: Whether the row moved; `false` when it has no reordering control.
  @_spi(StandIn) @discardableResult
  public func simulateUserMove(from: IndexPath, to: IndexPath) -> Bool {
    guard let dataSource,
      implemented({ dataSource.tableView(self, canMoveRowAt: from) }) != false
    else { return false }
    let source = ItemPath(section: from.section, item: from.row)
    let destination = ItemPath(section: to.section, item: to.row)
    cells.move(from: from, to: to)
    var moveIsImplemented = true
    oracle.simulateUserMove(from: source, to: destination) {
      moveIsImplemented = implemented { dataSource.tableView(self, moveRowAt: from, to: to) } != nil
    }
    guard moveIsImplemented else {
      cells.move(from: to, to: from)
      oracle.simulateUserMove(from: destination, to: source)
      return false
    }
    return true
  }

  /// Not Apple API: what a user's swipe to delete does (swiping across the row, then tapping
  /// its Delete button), under UIKit's rules for the data source's optional methods. The row
  /// offers a Delete button only if it is editable, which it is when the data source does not
  /// implement `tableView(_:canEditRowAt:)` ("If this method isn't implemented, all rows are
  /// assumed to be editable", tableView(_:canEditRowAt:)), and only if the data source
  /// implements `tableView(_:commit:forRowAt:)`, which the table calls when the user taps the
  /// button ("When users tap the insertion (green plus) control or Delete button [...] the table
  /// view sends this message to the data source"); the table then calls it with `.delete`. As
  /// with moves, a `tableView(_:commit:forRowAt:)` that is not implemented is known when its
  /// default (which does nothing) has run. Reached only with `@_spi(StandIn) import UIKit`.
  ///
  /// - Returns: Whether the row offered a Delete button (and the data source was told).
  @_spi(StandIn) @discardableResult
  public func simulateUserSwipeToDelete(at indexPath: IndexPath) -> Bool {
    guard let dataSource,
      implemented({ dataSource.tableView(self, canEditRowAt: indexPath) }) != false
    else { return false }
    return implemented { dataSource.tableView(self, commit: .delete, forRowAt: indexPath) } != nil
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/numberofsections
  /// Apple: `var numberOfSections: Int { get }`
  ///
  /// What the table shows (the stand-in's oracle), as of its last reload or batch.
  open var numberOfSections: Int { oracle.numberOfSections }

  /// https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
  /// Apple: `func numberOfRows(inSection section: Int) -> Int`
  ///
  /// What the table shows, as of its last reload or batch; UIKit raises for a section it
  /// does not have.
  open func numberOfRows(inSection section: Int) -> Int {
    precondition(
      (0..<oracle.numberOfSections).contains(section),
      "UITableView: request for number of rows in section \(section), but there are only "
        + "\(oracle.numberOfSections) sections")
    return oracle.numberOfRows(inSection: section)
  }

  /// https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)
  /// Apple: `func cellForRow(at indexPath: IndexPath) -> UITableViewCell?`
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { cells.cell(at: indexPath) }
}

/// Not Apple API: one animated change a stand-in table was asked for (see
/// `UITableView.animations`).
@_spi(StandIn) public enum StandInTableAnimation: Equatable, Sendable {
  /// Not Apple API: what the change does (part of the stand-in's own `StandInTableAnimation`).
  public enum Change: Sendable {
    case insert
    case delete
    case reload
  }
  /// Sections inserted, deleted or reloaded, with their animation.
  case sections(Change, [Int], UITableView.RowAnimation)
  /// Rows inserted, deleted or reloaded, with their animation.
  case rows(Change, [IndexPath], UITableView.RowAnimation)
}
