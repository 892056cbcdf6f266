// The seed's sectioned text-input table, driven as a UI test would: typing into rows, adding,
// removing and moving rows in batches, dragging and deleting rows, cell reuse, changes from
// other threads. After every step the stand-in table's oracle has accepted every batch and
// every row on screen shows its row.
import Dispatch
import Kizuna
import KizunaExamples
import KizunaUIKit
import Testing
@_spi(StandIn) import UIKit

@MainActor
@Suite struct SectionedInputsTableTests {
  func makeScreen() async -> SectionedInputsViewController {
    let screen = SectionedInputsViewController(viewModel: SectionedInputsViewModel())
    screen.viewDidLoad()
    await flushMainActor()
    return screen
  }

  func cell(_ screen: SectionedInputsViewController, _ section: Int, _ row: Int) -> TextInputCell? {
    screen.tableView.cellForRow(at: IndexPath(row: row, section: section)) as? TextInputCell
  }

  /// The oracle accepted every batch, the table shows the data (headers and titles), and the
  /// field of every row on screen shows its row's text.
  func expectTableShowsTheData(
    _ screen: SectionedInputsViewController, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let table = screen.tableView
    let data = screen.viewModel.sections.collection
    #expect(table.oracle.errors.isEmpty, sourceLocation: sourceLocation)
    let expected = data.map { section in
      ArraySection<String?, String?>(metadata: section.metadata, items: section.items.map(\.title))
    }
    #expect(table.oracle.shown == expected, sourceLocation: sourceLocation)
    for (section, content) in data.enumerated() {
      for (index, row) in content.items.enumerated() {
        #expect(
          cell(screen, section, index)?.field.text == row.text.value,
          "row \(row) at [\(section), \(index)]", sourceLocation: sourceLocation)
      }
    }
  }

  @Test func theTableShowsTheSectionsAndEveryFieldIsBoundToItsRow() async {
    let screen = await makeScreen()
    expectTableShowsTheData(screen)
    cell(screen, 1, 0)?.field.userTypes("Main Street 1")
    await flushMainActor()
    #expect(screen.viewModel.texts == [["", ""], ["Main Street 1", ""]])
    screen.viewModel.sections[ItemPath(section: 0, item: 1)].text.value = "ann@example.com"
    await flushMainActor()
    #expect(cell(screen, 0, 1)?.field.text == "ann@example.com")
    expectTableShowsTheData(screen)
  }

  @Test func rowsAddedRemovedAndMovedInBatchesAreFollowed() async {
    let screen = await makeScreen()
    let viewModel = screen.viewModel
    cell(screen, 0, 0)?.field.userTypes("Ann")
    viewModel.addRows(count: 3, toSection: 1)
    await flushMainActor()
    expectTableShowsTheData(screen)
    cell(screen, 1, 4)?.field.userTypes("third")
    viewModel.reverseRows(ofSection: 1)
    await flushMainActor()
    expectTableShowsTheData(screen)
    #expect(viewModel.texts[1].first == "third")
    viewModel.addSection(title: "Notes")
    viewModel.moveRow(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 2, item: 1))
    await flushMainActor()
    expectTableShowsTheData(screen)
    viewModel.removeEmptyRows()
    await flushMainActor()
    expectTableShowsTheData(screen)
    #expect(viewModel.texts == [[], ["third"], ["Ann"]])
    #expect(screen.tableView.oracle.batchCount == 5)
  }

  @Test func aRowTheUserDragsMovesInTheDataAndKeepsItsField() async {
    let screen = await makeScreen()
    let table = screen.tableView
    cell(screen, 0, 0)?.field.userTypes("Ann")
    table.simulateUserMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 1))
    await flushMainActor()
    #expect(
      screen.viewModel.sections.collection.map { $0.items.map(\.title) } == [
        ["Email"], ["Street", "City", "Name"],
      ])
    #expect(table.oracle.batchCount == 0)  // the drag is not echoed back to the table
    expectTableShowsTheData(screen)
    cell(screen, 1, 2)?.field.userTypes("Anna")
    await flushMainActor()
    #expect(screen.viewModel.texts == [[""], ["", "", "Anna"]])
    // A change made right after the drag, while the table's callback runs, is performed after
    // it.
    let reaction = screen.viewModel.sections.observeNext { change in
      if change.kind == .edits, case .moveItem = change.patch.first {
        screen.viewModel.addRow(toSection: 0)  // another observer reacts to the drag
      }
    }
    table.simulateUserMove(from: IndexPath(row: 2, section: 1), to: IndexPath(row: 0, section: 0))
    reaction.dispose()
    await flushMainActor()
    expectTableShowsTheData(screen)
    #expect(screen.viewModel.texts == [["Anna", "", ""], ["", ""]])
  }

  @Test func aRecycledCellNeverWritesToNorShowsItsOldRow() async {
    let screen = await makeScreen()
    let viewModel = screen.viewModel
    let removed = viewModel.sections[ItemPath(section: 0, item: 0)]
    let cells = (0..<2).map { cell(screen, 0, $0) }
    viewModel.removeRow(at: ItemPath(section: 0, item: 0))  // every row is read again
    await flushMainActor()
    expectTableShowsTheData(screen)
    // The cells that showed rows before now show other rows: the old bindings have ended.
    removed.text.value = "stale"
    await flushMainActor()
    expectTableShowsTheData(screen)
    var typed = 0
    for section in 0..<2 {
      for index in viewModel.sections[section: section].items.indices {
        guard let shown = cell(screen, section, index), cells.contains(where: { $0 === shown })
        else { continue }
        shown.field.userTypes("typed \(section) \(index)")
        typed += 1
      }
    }
    await flushMainActor()
    #expect(typed > 0, "no cell was reused")
    #expect(removed.text.value == "stale")
    expectTableShowsTheData(screen)
  }

  @Test func swipeToDeleteRemovesTheRow() async {
    let screen = await makeScreen()
    let table = screen.tableView
    #expect(table.dataSource?.tableView(table, canEditRowAt: IndexPath(row: 1, section: 1)) == true)
    table.dataSource?.tableView(table, commit: .delete, forRowAt: IndexPath(row: 1, section: 1))
    await flushMainActor()
    #expect(
      screen.viewModel.sections.collection.map { $0.items.map(\.title) } == [
        ["Name", "Email"], ["Street"],
      ])
    #expect(table.oracle.acceptedBatches == [[.deleteRows([ItemPath(section: 1, item: 1)])]])
    expectTableShowsTheData(screen)
  }

  @Test func changesFromOtherThreadsReachTheTableInOrder() async {
    let screen = await makeScreen()
    let viewModel = screen.viewModel
    await withTaskGroup(of: Void.self) { group in
      for section in 0..<2 {
        group.addTask {
          for _ in 0..<20 { viewModel.addRow(toSection: section) }
          viewModel.removeLastRow(ofSection: section)
        }
      }
      // The user types meanwhile.
      cell(screen, 0, 0)?.field.userTypes("Ann")
    }
    await flushMainActor()
    #expect(viewModel.rowCount == 4 + 2 * 19)
    expectTableShowsTheData(screen)
  }

  @Test func theTableKeepsItsBindingAndANewBindingReplacesIt() async {
    let screen = await makeScreen()
    let table = screen.tableView
    // The view controller dropped the TableViewBinding it made: the table still follows.
    screen.viewModel.addRow(toSection: 0)
    await flushMainActor()
    expectTableShowsTheData(screen)
    let other = MutableObservableArray(["a", "b"])
    let bag = DisposeBag()
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Plain")
    TableViewBinding<String, String>(tableView: table) { tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
      cell.textLabel?.text = item
      return cell
    }.binder.bind(other, metadata: "Other").dispose(in: bag)
    screen.viewModel.addRow(toSection: 1)  // the replaced binding leaves the table alone
    other.append("c")
    await flushMainActor()
    #expect(table.oracle.errors.isEmpty)
    #expect(table.oracle.shown == [ArraySection(metadata: nil, items: ["a", "b", "c"])])
  }

  @Test func theScreenReleasesItsTableAndRowBindingsWithIt() async {
    let viewModel = SectionedInputsViewModel()
    weak var table: UITableView?
    do {
      let screen = SectionedInputsViewController(viewModel: viewModel)
      screen.viewDidLoad()
      await flushMainActor()
      table = screen.tableView
    }
    await flushMainActor()
    #expect(table == nil)
    for section in viewModel.sections.collection {
      for row in section.items { #expect(row.text.observerCount == 0) }
    }
  }
}
