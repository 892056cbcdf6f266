// The practical-samples article's sectioned text-input table (TextInputTableCell,
// TextInputTableCellVM, the nested ObservableArray bound with bindTo(_:proxyDataSource:), the
// proxy, the article's edits and its row-move code), on the stand-in UIKit, whose table sends
// every reload and batch to the table-update oracle: what the user sees in each cell, typing in
// a cell, cell reuse, animations, reload mode, one batch, and many user moves.
import Kizuna
import KizunaBond
import KizunaBondUIKit
import KizunaTestSupport
import Testing
@_spi(StandIn) import UIKit
@testable import BondSeedsUIKit

@MainActor
@Suite struct TextInputTableTests {
  /// The cell showing the row at `section`, `row`.
  func cell(_ table: UITableView, _ section: Int, _ row: Int) throws -> TextInputTableCell {
    try #require(table.cellForRow(at: IndexPath(row: row, section: section)) as? TextInputTableCell)
  }

  /// Checks that the table shows the nested arrays: as many sections and rows, each cell
  /// showing its row model's label and text, and no batch rejected.
  func expectTableShows(
    _ data: KizunaBond.ObservableArray<KizunaBond.ObservableArray<TextInputTableCellVM>>,
    in table: UITableView, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(table.oracle.errors.isEmpty, sourceLocation: sourceLocation)
    #expect(
      table.oracle.shown.map(\.items.count) == data.array.map(\.count),
      sourceLocation: sourceLocation)
    for (section, rows) in data.array.enumerated() {
      for (row, model) in rows.array.enumerated() {
        let cell = try cell(table, section, row)
        #expect(cell.itemLabel.text == model.itemLabelText.value, sourceLocation: sourceLocation)
        #expect(cell.itemTextField.text == model.inputText.value, sourceLocation: sourceLocation)
      }
    }
  }

  @Test(arguments: [TextInputTableStoryboard.Binding.printed, .withProxy])
  func theTableShowsTheNestedArraysOneCellPerRowModel(
    binding: TextInputTableStoryboard.Binding
  ) throws {
    let storyboard = TextInputTableStoryboard(binding)
    let data = storyboard.screen.sectionRowData
    #expect(storyboard.table.oracle.shown.map(\.items.count) == [2, 1, 1])
    #expect(try cell(storyboard.table, 0, 0).itemLabel.text == "自由入力")
    try expectTableShows(data, in: storyboard.table)
  }

  @Test func typingInACellUpdatesItsRowModelAndTheModelUpdatesTheCell() throws {
    let storyboard = TextInputTableStoryboard(.printed)
    let data = storyboard.screen.sectionRowData
    try cell(storyboard.table, 1, 0).itemTextField.userTypes("Tokyo")
    #expect(data[1][0].inputText.value == "Tokyo")
    #expect(data[0][0].inputText.value == "")
    data[0][1].inputText.value = "typed by the app"
    #expect(try cell(storyboard.table, 0, 1).itemTextField.text == "typed by the app")
    data[2][0].itemLabelText.value = "Notes"
    #expect(try cell(storyboard.table, 2, 0).itemLabel.text == "Notes")
  }

  /// The article's cellForRowAtIndexPath (a data source of its own, the cells' bindings in
  /// their bags): a reused cell empties its bag, so the row it showed before no longer reaches
  /// it, and typing in it changes only its new row.
  @Test func aReusedCellFollowsOnlyItsNewRow() throws {
    let table = UITableView(frame: .zero, style: .plain)
    table.register(TextInputCellPrototype.self, forCellReuseIdentifier: "TextInputCell")
    let dataSource = TextInputTableDataSource()
    let models = (0..<3).map { index -> TextInputTableCellVM in
      let model = TextInputTableCellVM()
      model.inputText.value = "row \(index)"
      return model
    }
    dataSource.tableData = [models]
    table.dataSource = dataSource
    table.reloadData()
    let lastCell = try cell(table, 0, 2)
    #expect(lastCell.itemTextField.text == "row 2")
    // Every row scrolls off and back: the stand-in hands the last cell out first, for row 0.
    table.reloadData()
    let reused = try cell(table, 0, 0)
    #expect(reused === lastCell)
    #expect(reused.itemTextField.text == "row 0")
    models[2].inputText.value = "changed elsewhere"
    #expect(reused.itemTextField.text == "row 0", "the old row's binding was disposed")
    reused.itemTextField.userTypes("typed")
    #expect(models[0].inputText.value == "typed")
    #expect(models[2].inputText.value == "changed elsewhere", "the old row gets nothing")
    #expect(try cell(table, 0, 2).itemTextField.text == "changed elsewhere")
  }

  @Test func insertingAndRemovingRowsAndSectionsAnimatesWithTheProxysAnimations() throws {
    let storyboard = TextInputTableStoryboard(.withProxy)
    let table = storyboard.table
    let data = storyboard.screen.sectionRowData
    let reloads = table.oracle.reloadCount
    data[0].append(TextInputTableCellVM())
    #expect(table.animations.last == .rows(.insert, [IndexPath(row: 2, section: 0)], .fade))
    data.append(KizunaBond.ObservableArray([TextInputTableCellVM()]))
    #expect(table.animations.last == .sections(.insert, [3], .bottom))
    _ = data[1].removeAtIndex(0)
    #expect(table.animations.last == .rows(.delete, [IndexPath(row: 0, section: 1)], .fade))
    _ = data.removeAtIndex(2)
    #expect(table.animations.last == .sections(.delete, [2], .bottom))
    #expect(table.oracle.batchCount == 4)
    #expect(table.oracle.reloadCount == reloads, "every change animated, none reloaded")
    try expectTableShows(data, in: table)
  }

  @Test func withoutAProxyChangesAnimateAutomatically() throws {
    let storyboard = TextInputTableStoryboard(.printed)
    storyboard.screen.sectionRowData[2].insert(TextInputTableCellVM(), atIndex: 0)
    #expect(
      storyboard.table.animations.last
        == .rows(.insert, [IndexPath(row: 0, section: 2)], .automatic))
    try expectTableShows(storyboard.screen.sectionRowData, in: storyboard.table)
  }

  @Test func theArticlesThreeEditsAreThreeBatchesAndInPerformBatchUpdatesOne() throws {
    let storyboard = TextInputTableStoryboard(.withProxy)
    let table = storyboard.table
    storyboard.screen.appendTwoThenInsert()
    #expect(table.oracle.batchCount == 3)
    storyboard.screen.appendTwoThenInsertInOneBatch()
    #expect(table.oracle.batchCount == 4)
    // Appended at 5 and 6, then inserted at 3: rows 3, 6 and 7 are new, in one insert.
    let batch = try #require(table.oracle.acceptedBatches.last)
    #expect(batch.count == 1)
    if case .insertRows(let paths) = batch.first {
      #expect(Set(paths) == Set([3, 6, 7].map { ItemPath(section: 0, item: $0) }))
    } else {
      Issue.record("the batch is not one insert of rows: \(batch)")
    }
    #expect(storyboard.screen.sectionRowData[0].count == 8)
    try expectTableShows(storyboard.screen.sectionRowData, in: table)
  }

  /// The article's `shouldReloadInsteadOfUpdateTableView` returning `true`: each change
  /// reloads the table, and `performBatchUpdates` makes the three changes one reload.
  @Test func inReloadModeEachChangeReloadsAndABatchReloadsOnce() throws {
    let storyboard = TextInputTableStoryboard(.none)
    let proxy = ReloadInsteadOfUpdateProxy()
    storyboard.bindWithTheArticlesCells(proxy: proxy)
    let table = storyboard.table
    let reloads = table.oracle.reloadCount
    storyboard.screen.appendTwoThenInsert()
    #expect(table.oracle.reloadCount == reloads + 3)
    storyboard.screen.appendTwoThenInsertInOneBatch()
    #expect(table.oracle.reloadCount == reloads + 4)
    #expect(table.oracle.batchCount == 0)
    try expectTableShows(storyboard.screen.sectionRowData, in: table)
    withExtendedLifetime(proxy) {}
  }

  /// The article's proxy as printed has no `tableView(_:canMoveRowAtIndexPath:)`, for which
  /// Bond v4's data source answers `false` (Bond/Extensions/iOS/UITableView+Bond.swift in
  /// v4.3.1: `proxyDataSource?.tableView?(tableView, canMoveRowAtIndexPath: indexPath) ??
  /// false`); UIKit then shows no reordering control
  /// (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)),
  /// so a drag moves nothing and the article's row-move method is never called.
  @Test func thePrintedProxyLetsNoRowMove() throws {
    let storyboard = TextInputTableStoryboard(.withProxy)
    let data = storyboard.screen.sectionRowData
    let before = data.array.map { $0.array.map(ObjectIdentifier.init) }
    let moved = storyboard.table.simulateUserMove(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
    #expect(!moved)
    #expect(data.array.map { $0.array.map(ObjectIdentifier.init) } == before)
    try expectTableShows(data, in: storyboard.table)
  }

  /// The article's crash: with animated updates (`shouldReloadInsteadOfUpdateTableView` false)
  /// and its row-move code, moving rows a few times ended in NSInternalInconsistencyException.
  /// The article's user moved rows, so its proxy let them move, in a method the article does not
  /// print (see the test above): here a harness proxy answers `canMoveRowAtIndexPath` with
  /// `true` and hands each move to the article's row-move method. The user moves rows 300
  /// times, within and across sections, between the article's edits, a turn of the run loop
  /// between two (what the table binding defers after a drag runs then); the oracle rejects any
  /// batch UIKit would reject, and every cell must show its row.
  @Test func theUserMovingRowsManyTimesNeverGivesTheTableABatchItRejects() async throws {
    let storyboard = TextInputTableStoryboard(.none)
    let proxy = ArticleRowMoves(screen: storyboard.screen)
    storyboard.bindWithTheArticlesCells(proxy: proxy)
    var movesTaken = 0
    let table = storyboard.table
    let data = storyboard.screen.sectionRowData
    var generator = SeededGenerator(seed: 20)
    var label = 0
    func newRow() -> TextInputTableCellVM {
      label += 1
      let model = TextInputTableCellVM()
      model.inputText.value = "row \(label)"
      return model
    }
    for section in data.array { for model in section.array { model.inputText.value = "first" } }
    for step in 0..<300 {
      let sections = data.array.map(\.count)
      let nonEmpty = sections.indices.filter { sections[$0] > 0 }
      if step % 4 == 3, let section = nonEmpty.randomElement(using: &generator) {
        // An edit of the app, as the article makes them.
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: data[section].append(newRow())
        case 1:
          data[section].insert(
            newRow(), atIndex: Int.random(in: 0...sections[section], using: &generator))
        default:
          if data.array.map(\.count).reduce(0, +) > 3 {
            _ = data[section].removeAtIndex(
              Int.random(in: 0..<sections[section], using: &generator))
          }
        }
      } else if let from = nonEmpty.randomElement(using: &generator) {
        // The user drags a row, within its section or to another.
        let to = Int.random(in: 0..<sections.count, using: &generator)
        let fromRow = Int.random(in: 0..<sections[from], using: &generator)
        let toRow = Int.random(in: 0...(sections[to] - (from == to ? 1 : 0)), using: &generator)
        if table.simulateUserMove(
          from: IndexPath(row: fromRow, section: from), to: IndexPath(row: toRow, section: to))
        {
          movesTaken += 1
        }
      }
      await flushMainActor()  // a turn of the run loop between two gestures
      #expect(table.oracle.errors.isEmpty, "step \(step): the table rejected a batch")
      if !table.oracle.errors.isEmpty { break }
    }
    try expectTableShows(data, in: table)
    #expect(table.oracle.batchCount > 50)
    #expect(movesTaken > 150, "the user's drags must reach the article's row-move code")
    withExtendedLifetime(proxy) {}
  }
}

/// Harness: the proxy the article's user had, which the article does not print whole: rows
/// can move (`canMoveRowAtIndexPath`), and each move goes to the article's row-move method of
/// the screen; the rest answers as the article's proxy extension does (no reload, fading rows).
@MainActor
private final class ArticleRowMoves: BNDTableViewProxyDataSource {
  weak var screen: ViewController?
  init(screen: ViewController) { self.screen = screen }

  func tableView(_ tableView: UITableView, canMoveRowAtIndexPath indexPath: IndexPath) -> Bool {
    true
  }

  func tableView(
    _ tableView: UITableView, moveRowAtIndexPath sourceIndexPath: IndexPath,
    toIndexPath destinationIndexPath: IndexPath
  ) {
    screen?.tableView(
      tableView, moveRowAtIndexPath: sourceIndexPath, toIndexPath: destinationIndexPath)
  }

  func shouldReloadInsteadOfUpdateTableView(_ tableView: UITableView) -> Bool {
    screen?.shouldReloadInsteadOfUpdateTableView(tableView) ?? false
  }

  func tableView(
    _ tableView: UITableView, animationForRowAtIndexPaths indexPaths: [IndexPath]
  ) -> UITableView.RowAnimation {
    screen?.tableView(tableView, animationForRowAtIndexPaths: indexPaths) ?? .automatic
  }
}
