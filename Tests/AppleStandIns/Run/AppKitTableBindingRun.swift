// Runs KizunaAppKit's table bindings against the stand-in AppKit views: NSTableViewBinding on
// two NSTableViews (strict and combined plans) whose row changes go to Kizuna's oracle of
// NSTableView's sequential semantics, and NSCollectionViewBinding on an NSCollectionView whose
// batches go to the table-update oracle. Random edits (several per batch) and user moves of
// rows; after each step every oracle must have accepted every change and every view must show
// the data. Built and run by scripts/check-apple-adapters.sh; exits 1 on the first failure.
@_spi(StandIn) import AppKit
import Foundation
import Kizuna
import KizunaAppKit
import KizunaTestSupport

@main
@MainActor
enum AppKitTableBindingRun {
  static func main() async {
    let steps = Int(ProcessInfo.processInfo.environment["KIZUNA_STAND_IN_STEPS"] ?? "") ?? 2_000
    var random = SeededGenerator(seed: 11)
    var names = 0
    func name(_ prefix: String) -> String {
      names += 1
      return "\(prefix)\(names)"
    }
    let bag = DisposeBag()

    // NSTableView: one array, two tables.
    let rows = MutableObservableArray<String>((0..<6).map { _ in name("r") })
    var tables: [(NSTableView, NSTableViewBinding<String>)] = []
    for mode in [TableUpdatePlanner.Mode.strict, .combined] {
      let table = NSTableView(frame: .zero)
      table.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Name")))
      var configuration = TableConfiguration<Void, String>()
      configuration.updateStyle = .batches(mode)
      let binding = NSTableViewBinding<String>(tableView: table, configuration: configuration) {
        _, _, item in NSTextField(labelWithString: item)
      }
      binding.bind(rows).dispose(in: bag)
      tables.append((table, binding))
    }

    // NSCollectionView: a sectioned array.
    let sections = MutableObservableSectionedArray<String, String>(
      (0..<3).map { _ in ArraySection(metadata: name("S"), items: (0..<4).map { _ in name("i") }) }
    )
    let collectionView = NSCollectionView(frame: .zero)
    let collectionBinding = NSCollectionViewBinding<String, String>(
      collectionView: collectionView
    ) { _, _, element in LabelItem(element) }
    collectionBinding.binder.bind(sections).dispose(in: bag)

    var userMoves = 0
    for step in 1...steps {
      if random.next(below: 5) == 0, rows.collection.count >= 2 {
        // What a drop handler does: the row moves in the data, then in the table.
        let (table, binding) = tables[random.next(below: tables.count)]
        let from = random.next(below: rows.collection.count)
        let to = random.next(below: rows.collection.count)
        binding.userMovedRow(from: from, to: to)
        _ = table
        userMoves += 1
      } else {
        rows.batchUpdate { batch in
          for _ in 0...random.next(below: 3) { randomEdit(&batch, &random, name) }
        }
      }
      if random.next(below: 5) == 0,
        let (from, to) = RandomSectionedEdits.rowMove(in: sections.collection, &random)
      {
        collectionBinding.userMovedItem(
          from: IndexPath(item: from.item, section: from.section),
          to: IndexPath(item: to.item, section: to.section))
      } else {
        sections.batchUpdate { batch in
          for _ in 0...random.next(below: 3) { RandomSectionedEdits.edit(&batch, &random, name) }
        }
      }
      await flushMainActor()
      check(step, tables.map(\.0), rows.collection, collectionView, sections.collection)
    }
    let updates = tables.map { String($0.0.oracle.updateCount) }.joined(separator: " and ")
    print(
      "NSTableViewBinding on two stand-in NSTableViews (strict, combined): \(steps) steps "
        + "(\(userMoves) user moves), \(updates) updates, every row change accepted by the "
        + "sequential oracle.")
    print(
      "NSCollectionViewBinding on the stand-in NSCollectionView: "
        + "\(collectionView.oracle.batchCount) batches and \(collectionView.oracle.reloadCount) "
        + "reloads, every one accepted by the oracle.")
    await checkLifetimes()
  }

  /// A view keeps its binding (the caller may drop it); a newer binding of the view releases
  /// the older one, which never touches the view again; the binding goes with its view.
  static func checkLifetimes() async {
    func expect(_ condition: Bool, _ what: String) {
      guard condition else {
        print("lifetimes: \(what)")
        exit(1)
      }
    }
    let bag = DisposeBag()
    let first = MutableObservableArray(["a", "b"])
    let second = MutableObservableArray(["x"])
    weak var weakTable: NSTableView?
    weak var firstBinding: NSTableViewBinding<String>?
    weak var secondBinding: NSTableViewBinding<String>?
    do {
      let table = NSTableView(frame: .zero)
      weakTable = table
      table.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Name")))
      func bind(_ array: MutableObservableArray<String>) -> NSTableViewBinding<String> {
        let binding = NSTableViewBinding<String>(tableView: table) { _, _, item in
          NSTextField(labelWithString: item)
        }
        binding.bind(array).dispose(in: bag)
        return binding
      }
      firstBinding = bind(first)
      first.append("c")
      await flushMainActor()
      expect(firstBinding != nil, "the table did not keep its binding")
      expect(
        table.oracle.errors.isEmpty && table.oracle.shown == ["a", "b", "c"],
        "a binding kept only by its table does not follow its array: \(table.oracle.shown)")
      let held = bind(second)  // this one the caller keeps
      expect(firstBinding == nil, "a newer binding of the table did not release the older one")
      first.append("d")  // the released binding's array: the table must not hear of it
      second.append("y")
      await flushMainActor()
      expect(
        table.oracle.errors.isEmpty && table.oracle.shown == ["x", "y"],
        "after a newer binding, the table shows \(table.oracle.shown) (\(table.oracle.errors))")
      let third = MutableObservableArray(["p"])
      secondBinding = bind(third)
      second.append("z")  // a replaced binding still alive: it must leave the table alone
      third.append("q")
      await flushMainActor()
      expect(
        table.oracle.errors.isEmpty && table.oracle.shown == ["p", "q"],
        "a replaced binding touched the table: \(table.oracle.shown) (\(table.oracle.errors))")
      withExtendedLifetime(held) {}
    }
    expect(weakTable == nil, "the table was not released")
    expect(secondBinding == nil, "the binding was not released with its table")

    weak var weakGrid: NSCollectionView?
    weak var gridBinding: NSCollectionViewBinding<String, String>?
    do {
      let grid = NSCollectionView(frame: .zero)
      weakGrid = grid
      let sections = MutableObservableSectionedArray([ArraySection(metadata: "S", items: ["i"])])
      let older = NSCollectionViewBinding<String, String>(collectionView: grid) { _, _, item in
        LabelItem(item)
      }
      older.binder.bind(sections).dispose(in: bag)
      let other = MutableObservableSectionedArray([ArraySection(metadata: "T", items: ["j"])])
      do {
        let binding = NSCollectionViewBinding<String, String>(collectionView: grid) { _, _, item in
          LabelItem(item)
        }
        gridBinding = binding
        binding.binder.bind(other).dispose(in: bag)
      }
      sections.appendItem("k", toSection: 0)  // the older binding, still held here
      other.appendItem("l", toSection: 0)
      await flushMainActor()
      expect(gridBinding != nil, "the collection view did not keep its binding")
      expect(
        grid.oracle.errors.isEmpty
          && grid.oracle.shown == [ArraySection(metadata: nil, items: ["j", "l"])],
        "after a newer binding, the collection view shows \(grid.oracle.shown) "
          + "(\(grid.oracle.errors))")
    }
    expect(weakGrid == nil, "the collection view was not released")
    expect(gridBinding == nil, "the binding was not released with its collection view")
    print(
      "NSTableViewBinding and NSCollectionViewBinding: kept by their view, replaced by a newer "
        + "binding (which alone touches the view), released with the view.")
  }

  static func check(
    _ step: Int, _ tables: [NSTableView], _ rows: [String], _ collectionView: NSCollectionView,
    _ sections: [ArraySection<String, String>]
  ) {
    for (index, table) in tables.enumerated() {
      guard table.oracle.errors.isEmpty, table.oracle.shown == rows.map({ $0 }) else {
        print("step \(step): table \(index) rejected a row change or shows other data")
        print("  errors: \(table.oracle.errors)")
        print("  shown:  \(table.oracle.shown)")
        print("  data:   \(rows)")
        exit(1)
      }
    }
    let expected = sections.map {
      ArraySection<String?, String?>(metadata: nil, items: $0.items.map { $0 })
    }
    guard collectionView.oracle.errors.isEmpty, collectionView.oracle.shown == expected else {
      print("step \(step): the collection view rejected a batch or shows other data")
      print("  errors: \(collectionView.oracle.errors)")
      print("  shown:  \(collectionView.oracle.shown)")
      print("  data:   \(expected)")
      exit(1)
    }
  }

  static func randomEdit(
    _ batch: inout ArrayBatch<String>, _ random: inout SeededGenerator, _ name: (String) -> String
  ) {
    let count = batch.collection.count
    let kind = random.next(below: 8)
    if kind < 3 || count == 0 {
      batch.insert(name("r"), at: random.next(below: count + 1))
    } else if kind < 5 {
      _ = batch.remove(at: random.next(below: count))
    } else if kind < 6 {
      batch[random.next(below: count)] = name("u")
    } else {
      batch.move(from: random.next(below: count), to: random.next(below: count))
    }
  }
}
