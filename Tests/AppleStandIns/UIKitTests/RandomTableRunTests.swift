// Drives KizunaUIKit's TableViewBinding and CollectionViewBinding through the stand-in
// UITableView and UICollectionView, whose every batch goes to Kizuna's table-update oracle:
// random edits of a sectioned array (inserts, deletes, updates, moves of rows and sections,
// several per batch) and user moves of rows, checking after each step that the oracle accepted
// every batch and that the view shows the data. KIZUNA_STAND_IN_STEPS sets the number of steps
// (2,000 by default).
import Foundation
import Kizuna
import KizunaTestSupport
import KizunaUIKit
import Testing
@_spi(StandIn) import UIKit

@MainActor
@Suite struct RandomTableRunTests {
  enum View: String, CaseIterable, Sendable {
    case table, collection
  }

  @Test(arguments: View.allCases)
  func randomEditsAndUserMovesAreAllAccepted(view: View) async {
    let steps = Int(ProcessInfo.processInfo.environment["KIZUNA_STAND_IN_STEPS"] ?? "") ?? 2_000
    var random = SeededGenerator(seed: 11)
    var configuration = TableConfiguration<String, String>()
    configuration.headerTitle = { title, _ in title }
    configuration.canMoveRow = { _, _ in true }
    let table = UITableView(frame: .zero, style: .plain)
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
    let oracle = view == .table ? table.oracle : grid.oracle
    let binder: TableBinder<String, String>
    let userMove: (ItemPath, ItemPath) -> Void
    switch view {
    case .table:
      let binding = TableViewBinding<String, String>(
        tableView: table, configuration: configuration
      ) { tableView, indexPath, item in
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = item
        return cell
      }
      binder = binding.binder
      userMove = { from, to in
        binding.tableView(
          table, moveRowAt: IndexPath(row: from.item, section: from.section),
          to: IndexPath(row: to.item, section: to.section))
      }
    case .collection:
      let binding = CollectionViewBinding<String, String>(
        collectionView: grid, configuration: configuration
      ) { view, indexPath, item in
        let cell = view.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
        cell.accessibilityLabel = item
        return cell
      }
      binder = binding.binder
      userMove = { from, to in
        binding.collectionView(
          grid, moveItemAt: IndexPath(item: from.item, section: from.section),
          to: IndexPath(item: to.item, section: to.section))
      }
    }
    var names = 0
    func name(_ prefix: String) -> String {
      names += 1
      return "\(prefix)\(names)"
    }
    let rows = MutableObservableSectionedArray<String, String>(
      (0..<3).map { _ in ArraySection(metadata: name("S"), items: (0..<4).map { _ in name("r") }) })
    let bag = DisposeBag()
    binder.bind(rows).dispose(in: bag)

    var userMoves = 0
    for step in 1...steps {
      if random.next(below: 5) == 0,
        let (from, to) = RandomSectionedEdits.rowMove(in: rows.collection, &random)
      {
        // What a user's drag does: the view moves the row, then tells its data source.
        oracle.simulateUserMove(from: from, to: to) { userMove(from, to) }
        userMoves += 1
      } else {
        rows.batchUpdate { batch in
          for _ in 0...random.next(below: 3) { RandomSectionedEdits.edit(&batch, &random, name) }
        }
      }
      await flushMainActor()
      let expected = rows.collection.map { section in
        ArraySection<String?, String?>(
          metadata: view == .table ? section.metadata : nil, items: section.items.map { $0 })
      }
      #expect(oracle.errors.isEmpty, "step \(step): the \(view.rawValue) rejected a batch")
      #expect(oracle.shown == expected, "step \(step): the \(view.rawValue) shows other data")
      if !oracle.errors.isEmpty || oracle.shown != expected { return }
    }
    print(
      "\(view == .table ? "TableViewBinding on the stand-in UITableView" : "CollectionViewBinding on the stand-in UICollectionView"): "
        + "\(steps) steps (\(userMoves) user moves), \(oracle.batchCount) batches and "
        + "\(oracle.reloadCount) reloads, every one accepted by the oracle.")
  }
}
