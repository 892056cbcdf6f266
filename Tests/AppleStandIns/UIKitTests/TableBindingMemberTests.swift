// The KizunaUIKit members the sample screens do not reach, driven as an app and its user drive
// them: a table's and a collection view's binding (the binder an app binds through, the view it
// holds weakly, footer titles, the rows and items a user may drag, cells dequeued through
// `reactive` with their old row's bindings ended) and a button's title per state. Then the
// stand-in views' rules for optional data source methods, which are UIKit's: a method the data
// source does not implement is not used, and the view does what UIKit does without it.
import Foundation
import Kizuna
import KizunaTestSupport
import KizunaUIKit
import Testing
@_spi(StandIn) import UIKit

/// A shopping list by aisle: what the tables and collection views below show.
@MainActor
func shoppingList() -> MutableObservableSectionedArray<String, String> {
  MutableObservableSectionedArray([
    ArraySection(metadata: "Fruit", items: ["Apples", "Pears", "Plums"]),
    ArraySection(metadata: "Bakery", items: ["Bread"]),
  ])
}

@MainActor
@Suite struct TableBindingMemberTests {
  let bag = DisposeBag()

  /// A table bound to `list` through `binding.binder`, each cell showing its item.
  func bindTable(
    _ list: MutableObservableSectionedArray<String, String>,
    configure: (inout TableConfiguration<String, String>) -> Void = { _ in }
  ) async -> (UITableView, TableViewBinding<String, String>) {
    let table = UITableView(frame: .zero, style: .grouped)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
    let binding = TableViewBinding<String, String>(tableView: table) { tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
      cell.textLabel?.text = item
      return cell
    }
    configure(&binding.binder.configuration)
    binding.binder.bind(list).dispose(in: bag)
    await flushMainActor()
    return (table, binding)
  }

  /// The table accepted every batch and shows `list` (headers as the configuration makes them).
  func expectShows(
    _ list: MutableObservableSectionedArray<String, String>, in table: UITableView,
    headers: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(table.oracle.errors.isEmpty, sourceLocation: sourceLocation)
    let expected = list.collection.map { section in
      ArraySection<String?, String?>(
        metadata: headers ? section.metadata : nil, items: section.items.map { $0 })
    }
    #expect(table.oracle.shown == expected, sourceLocation: sourceLocation)
  }

  @Test func theTableShowsTheConfigurationsFooterUnderEverySection() async {
    let list = shoppingList()
    let (table, binding) = await bindTable(list) { configuration in
      configuration.headerTitle = { aisle, _ in aisle }
      configuration.footerTitle = { aisle, section in "End of \(aisle) (aisle \(section + 1))" }
    }
    #expect(binding.tableView === table)
    expectShows(list, in: table)
    #expect(table.footerTitles == ["End of Fruit (aisle 1)", "End of Bakery (aisle 2)"])
    list.insertSection(ArraySection(metadata: "Dairy", items: ["Milk"]), at: 1)
    await flushMainActor()
    expectShows(list, in: table)
    #expect(
      table.footerTitles == [
        "End of Fruit (aisle 1)", "End of Dairy (aisle 2)", "End of Bakery (aisle 3)",
      ])
    // Without a footer in the configuration, the sections have none.
    binding.binder.configuration.footerTitle = nil
    list.appendItem("Butter", toSection: 1)
    await flushMainActor()
    #expect(table.footerTitles == [nil, nil, nil])
  }

  @Test func theBindingHoldsItsTableWeakly() async {
    weak var weakTable: UITableView?
    var binding: TableViewBinding<String, String>?
    do {
      let table = UITableView()
      table.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
      binding = TableViewBinding(tableView: table) { tableView, indexPath, item in
        tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
      }
      weakTable = table
      #expect(binding?.tableView === table)
    }
    await flushMainActor()
    #expect(weakTable == nil)
    #expect(binding?.tableView == nil)
  }

  @Test func theUserDragsOnlyTheRowsTheConfigurationLetsMove() async {
    let list = shoppingList()
    let (table, _) = await bindTable(list) { configuration in
      configuration.canMoveRow = { item, _ in item != "Plums" }
    }
    // Apples to the end of the bakery aisle.
    #expect(
      table.simulateUserMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
    )
    await flushMainActor()
    #expect(list.collection.map(\.items) == [["Pears", "Plums"], ["Bread", "Apples"]])
    expectShows(list, in: table, headers: false)
    // Plums have no reordering control: the drag does not happen.
    #expect(
      !table.simulateUserMove(
        from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 1))
    )
    await flushMainActor()
    #expect(list.collection.map(\.items) == [["Pears", "Plums"], ["Bread", "Apples"]])
    expectShows(list, in: table, headers: false)
    #expect(table.oracle.batchCount == 0)
  }

  @Test func withoutCanMoveRowTheUserMovesNoRow() async {
    let list = shoppingList()
    let (table, _) = await bindTable(list)
    #expect(
      !table.simulateUserMove(
        from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    )
    await flushMainActor()
    #expect(list.collection.map(\.items) == [["Apples", "Pears", "Plums"], ["Bread"]])
    expectShows(list, in: table, headers: false)
  }

  @Test func theUserSwipesToDeleteOnlyEditableRows() async {
    let list = shoppingList()
    let (table, _) = await bindTable(list) { configuration in
      configuration.canEditRow = { item, _ in item != "Bread" }
    }
    #expect(table.simulateUserSwipeToDelete(at: IndexPath(row: 1, section: 0)))
    await flushMainActor()
    #expect(list.collection.map(\.items) == [["Apples", "Plums"], ["Bread"]])
    #expect(!table.simulateUserSwipeToDelete(at: IndexPath(row: 0, section: 1)))
    await flushMainActor()
    #expect(list.collection.map(\.items) == [["Apples", "Plums"], ["Bread"]])
    expectShows(list, in: table, headers: false)
  }

  @Test func aCellDequeuedThroughReactiveNeverShowsItsOldRowAgain() async {
    let names = ["Apples", "Pears", "Plums"].map { Observable($0) }
    let rows = MutableObservableArray(names)
    let table = UITableView()
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
    let binding = TableViewBinding<String, Observable<String>>(tableView: table) {
      tableView, indexPath, name in
      let cell = tableView.reactive.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
      // Shown at once, for the table reads it now: a binding delivers a value at once only on
      // the main thread with nothing queued, which a Linux test runner's main actor never is.
      cell.textLabel?.text = name.value
      name.bind(to: cell.textLabel!.reactive.text).dispose(in: cell.reactive.reuseBag)
      return cell
    }
    binding.binder.bind(rows, metadata: "List").dispose(in: bag)
    await flushMainActor()
    #expect(table.oracle.shown.flatMap(\.items) == ["Apples", "Pears", "Plums"])
    let cells = (0..<3).map { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
    _ = rows.remove(at: 0)  // the table reads every row again, reusing the cells
    await flushMainActor()
    #expect(table.oracle.errors.isEmpty)
    #expect(table.oracle.shown.flatMap(\.items) == ["Pears", "Plums"])
    let shown = (0..<2).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
    #expect(shown.allSatisfy { cell in cells.contains { $0 === cell } }, "the cells were reused")
    // The removed row changes: no cell shows it; the rows on screen still follow theirs.
    names[0].value = "Stale apples"
    names[2].value = "Ripe plums"
    await flushMainActor()
    #expect(shown.map { $0.textLabel?.text } == ["Pears", "Ripe plums"])
    // Each row on screen is bound to its cell only: the reused cells' old bindings have ended.
    #expect(names[1].observerCount == 1)
    #expect(names[2].observerCount == 1)
  }
}

@MainActor
@Suite struct CollectionBindingMemberTests {
  let bag = DisposeBag()

  /// A collection view bound to `list` through `binding.binder`; each cell is dequeued through
  /// `reactive` and follows its item's name through its reuse bag.
  func bindGrid(
    _ list: MutableObservableSectionedArray<String, Observable<String>>,
    canMove: @escaping @MainActor (Observable<String>) -> Bool = { _ in false }
  ) async -> (UICollectionView, CollectionViewBinding<String, Observable<String>>) {
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
    let binding = CollectionViewBinding<String, Observable<String>>(collectionView: grid) {
      view, indexPath, name in
      let cell = view.reactive.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
      cell.accessibilityLabel = name.value  // shown at once (see the table's test)
      name.bind(to: cell) { cell, name in cell.accessibilityLabel = name }
        .dispose(in: cell.reactive.reuseBag)
      return cell
    }
    binding.binder.configuration.canMoveRow = { name, _ in canMove(name) }
    binding.binder.bind(list).dispose(in: bag)
    await flushMainActor()
    return (grid, binding)
  }

  func names(_ list: MutableObservableSectionedArray<String, Observable<String>>) -> [[String]] {
    list.collection.map { $0.items.map(\.value) }
  }

  /// The grid accepted every batch and each cell on screen shows its item's current name.
  func expectShows(
    _ list: MutableObservableSectionedArray<String, Observable<String>>,
    in grid: UICollectionView, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(grid.oracle.errors.isEmpty, sourceLocation: sourceLocation)
    for (section, content) in list.collection.enumerated() {
      for (index, name) in content.items.enumerated() {
        #expect(
          grid.cellForItem(at: IndexPath(item: index, section: section))?.accessibilityLabel
            == name.value, sourceLocation: sourceLocation)
      }
    }
  }

  @Test func aCellDequeuedThroughReactiveNeverShowsItsOldItemAgain() async {
    let list = MutableObservableSectionedArray(
      shoppingList().collection.map { section in
        ArraySection(metadata: section.metadata, items: section.items.map { Observable($0) })
      })
    let (grid, binding) = await bindGrid(list)
    #expect(binding.collectionView === grid)
    expectShows(list, in: grid)
    let removed = list[ItemPath(section: 0, item: 0)]
    list.removeItem(at: ItemPath(section: 0, item: 0))
    await flushMainActor()
    expectShows(list, in: grid)
    removed.value = "Stale apples"
    list[ItemPath(section: 1, item: 0)].value = "Rye bread"
    await flushMainActor()
    expectShows(list, in: grid)
    #expect(names(list) == [["Pears", "Plums"], ["Rye bread"]])
    // Each item on screen is bound to its cell only: the reused cells' old bindings have ended.
    for section in list.collection {
      for name in section.items { #expect(name.observerCount == 1, "\(name.value)") }
    }
  }

  @Test func theUserDragsOnlyTheItemsTheConfigurationLetsMove() async {
    let list = MutableObservableSectionedArray(
      shoppingList().collection.map { section in
        ArraySection(metadata: section.metadata, items: section.items.map { Observable($0) })
      })
    let (grid, _) = await bindGrid(list) { $0.value != "Bread" }
    #expect(
      grid.simulateUserMove(
        from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 1)))
    await flushMainActor()
    #expect(names(list) == [["Apples", "Pears"], ["Plums", "Bread"]])
    expectShows(list, in: grid)
    #expect(
      !grid.simulateUserMove(
        from: IndexPath(item: 1, section: 1), to: IndexPath(item: 0, section: 0))
    )
    await flushMainActor()
    #expect(names(list) == [["Apples", "Pears"], ["Plums", "Bread"]])
    expectShows(list, in: grid)
    #expect(grid.oracle.batchCount == 0)
  }

  @Test func theBindingHoldsItsCollectionViewWeakly() async {
    weak var weakGrid: UICollectionView?
    var binding: CollectionViewBinding<String, String>?
    do {
      let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      binding = CollectionViewBinding(collectionView: grid) { view, indexPath, _ in
        view.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
      }
      weakGrid = grid
      #expect(binding?.collectionView === grid)
    }
    await flushMainActor()
    #expect(weakGrid == nil)
    #expect(binding?.collectionView == nil)
  }
}

@MainActor
@Suite struct ButtonTitleTests {
  let bag = DisposeBag()

  @Test func theButtonShowsTheModelsTitleForEachState() async {
    let button = UIButton()
    let following = Observable(false)
    following.map { $0 ? "Unfollow" : "Follow" }.bind(to: button.reactive.title(for: .normal))
      .dispose(in: bag)
    let hint = Observable("Release to change")
    hint.bind(to: button.reactive.title(for: .highlighted)).dispose(in: bag)
    button.reactive.tap.observeNext { following.value.toggle() }.dispose(in: bag)
    await flushMainActor()
    #expect(button.title(for: .normal) == "Follow")
    #expect(button.titleLabel?.text == "Follow")
    #expect(button.title(for: .highlighted) == "Release to change")
    button.userTaps()
    await flushMainActor()
    #expect(following.value)
    #expect(button.title(for: .normal) == "Unfollow")
    #expect(button.titleLabel?.text == "Unfollow")
    #expect(button.title(for: .highlighted) == "Release to change")
  }
}

// MARK: - Optional data source methods

// Each data source below declares its conformance itself: a protocol's witnesses are fixed
// where the conformance is declared, so an optional method a subclass adds to a conforming class
// would not be seen in Swift (Objective-C finds it in UIKit); the shared parts are in classes
// that do not conform.

/// A list of strings a table shows, and the optional methods the table called, by name.
@MainActor
class TableList: NSObject {
  var items: [String]
  var calls: [String] = []

  init(_ items: [String]) { self.items = items }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "Item")
      ?? UITableViewCell(style: .default, reuseIdentifier: "Item")
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }
}

/// Implements only the required methods.
@MainActor
final class RequiredOnlyDataSource: TableList, UITableViewDataSource {}

/// A list whose rows the user moves and deletes.
@MainActor
class EditableTableList: TableList {
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    calls.append("moveRowAt")
    items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    calls.append("commit")
    if editingStyle == .delete {
      items.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .fade)
    }
  }
}

/// Implements `tableView(_:moveRowAt:to:)` and `tableView(_:commit:forRowAt:)`, not
/// `tableView(_:canMoveRowAt:)` nor `tableView(_:canEditRowAt:)`.
@MainActor
final class MovingDataSource: EditableTableList, UITableViewDataSource {}

/// Also answers that no row can move or be edited.
@MainActor
final class LockedDataSource: EditableTableList, UITableViewDataSource {
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    calls.append("canMoveRowAt")
    return false
  }

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    calls.append("canEditRowAt")
    return false
  }
}

/// A list of strings a collection view shows, and the optional methods it called.
@MainActor
class GridList: NSObject {
  var items: [String]
  var calls: [String] = []

  init(_ items: [String]) { self.items = items }

  func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { items.count }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
    cell.accessibilityLabel = items[indexPath.item]
    return cell
  }
}

@MainActor
final class RequiredOnlyGridDataSource: GridList, UICollectionViewDataSource {}

/// A list whose items the user moves.
@MainActor
class MovableGridList: GridList {
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    calls.append("moveItemAt")
    items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
  }
}

/// Implements `collectionView(_:moveItemAt:to:)`, not `collectionView(_:canMoveItemAt:)`.
@MainActor
final class MovingGridDataSource: MovableGridList, UICollectionViewDataSource {}

/// Also answers that no item can move.
@MainActor
final class LockedGridDataSource: MovableGridList, UICollectionViewDataSource {
  func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool {
    calls.append("canMoveItemAt")
    return false
  }
}

@MainActor
@Suite struct OptionalDataSourceMethodTests {
  func table(_ dataSource: some TableList & UITableViewDataSource) -> UITableView {
    let table = UITableView()
    table.dataSource = dataSource
    table.reloadData()
    return table
  }

  func shown(_ table: UITableView) -> [String?] { table.oracle.shown.flatMap(\.items) }

  @Test func aTableDataSourceWithOnlyTheRequiredMethodsGetsUIKitsDefaults() {
    let dataSource = RequiredOnlyDataSource(["Apples", "Pears", "Plums"])
    let table = table(dataSource)
    // One section, no header or footer title.
    #expect(table.numberOfSections == 1)
    #expect(
      table.oracle.shown == [ArraySection(metadata: nil, items: ["Apples", "Pears", "Plums"])])
    #expect(table.footerTitles == [nil])
    // No tableView(_:moveRowAt:to:): no reordering control, so no drag.
    #expect(
      !table.simulateUserMove(
        from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    )
    #expect(shown(table) == ["Apples", "Pears", "Plums"])
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Apples")
    // No tableView(_:commit:forRowAt:): no Delete button.
    #expect(!table.simulateUserSwipeToDelete(at: IndexPath(row: 1, section: 0)))
    #expect(dataSource.items == ["Apples", "Pears", "Plums"])
    #expect(table.oracle.errors.isEmpty)
  }

  @Test func aTableDataSourceImplementingMoveRowAtButNotCanMoveRowAtLetsTheUserMoveRows() {
    let dataSource = MovingDataSource(["Apples", "Pears", "Plums"])
    let table = table(dataSource)
    let apples = table.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect(
      table.simulateUserMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    )
    #expect(dataSource.items == ["Pears", "Plums", "Apples"])
    #expect(shown(table) == ["Pears", "Plums", "Apples"])
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === apples)
    // Every row is editable when canEditRowAt is not implemented: a swipe deletes.
    #expect(table.simulateUserSwipeToDelete(at: IndexPath(row: 0, section: 0)))
    #expect(dataSource.items == ["Plums", "Apples"])
    #expect(shown(table) == ["Plums", "Apples"])
    #expect(dataSource.calls == ["moveRowAt", "commit"])
    #expect(table.oracle.errors.isEmpty)
  }

  @Test func aTableDataSourceAnsweringCanMoveRowAtFalseRefusesTheDrag() {
    let dataSource = LockedDataSource(["Apples", "Pears", "Plums"])
    let table = table(dataSource)
    #expect(
      !table.simulateUserMove(
        from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    )
    #expect(!table.simulateUserSwipeToDelete(at: IndexPath(row: 1, section: 0)))
    #expect(dataSource.items == ["Apples", "Pears", "Plums"])
    #expect(shown(table) == ["Apples", "Pears", "Plums"])
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Apples")
    // Asked, then neither moveRowAt nor commit called.
    #expect(dataSource.calls == ["canMoveRowAt", "canEditRowAt"])
  }

  func grid(_ dataSource: some GridList & UICollectionViewDataSource) -> UICollectionView {
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
    grid.dataSource = dataSource
    grid.reloadData()
    return grid
  }

  @Test func aCollectionDataSourceWithOnlyTheRequiredMethodsGetsUIKitsDefaults() {
    let dataSource = RequiredOnlyGridDataSource(["Apples", "Pears"])
    let grid = grid(dataSource)
    #expect(grid.numberOfSections == 1)
    #expect(grid.oracle.shown == [ArraySection(metadata: nil, items: ["Apples", "Pears"])])
    // No collectionView(_:moveItemAt:to:): "the collection view ignores any attempts to
    // reorder items".
    #expect(
      !grid.simulateUserMove(
        from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
    )
    #expect(grid.oracle.shown.flatMap(\.items) == ["Apples", "Pears"])
    #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.accessibilityLabel == "Apples")
  }

  @Test func aCollectionDataSourceImplementingMoveItemAtButNotCanMoveItemAtLetsTheUserMove() {
    let dataSource = MovingGridDataSource(["Apples", "Pears", "Plums"])
    let grid = grid(dataSource)
    #expect(
      grid.simulateUserMove(
        from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0)))
    #expect(dataSource.items == ["Plums", "Apples", "Pears"])
    #expect(grid.oracle.shown.flatMap(\.items) == ["Plums", "Apples", "Pears"])
    // Dropped where it was picked up: the position did not change, the data source is not told.
    #expect(
      grid.simulateUserMove(
        from: IndexPath(item: 1, section: 0), to: IndexPath(item: 1, section: 0)))
    #expect(dataSource.calls == ["moveItemAt"])
  }

  @Test func aCollectionDataSourceAnsweringCanMoveItemAtFalseRefusesTheDrag() {
    let dataSource = LockedGridDataSource(["Apples", "Pears", "Plums"])
    let grid = grid(dataSource)
    #expect(
      !grid.simulateUserMove(
        from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
    )
    #expect(dataSource.items == ["Apples", "Pears", "Plums"])
    #expect(grid.oracle.shown.flatMap(\.items) == ["Apples", "Pears", "Plums"])
    #expect(dataSource.calls == ["canMoveItemAt"])
  }
}
