// KizunaBondUIKit's `bindTo(_:proxyDataSource:createCell:)` of nested `ObservableArray`s on
// the stand-in UITableView, whose every reload and batch goes to Kizuna's table-update oracle
// (a batch UIKit would reject is recorded in `oracle.errors`): each route an app or a user
// takes (every array operation, the proxy's every method, user moves and deletes, disposal)
// and a random run of all of them.
import Foundation
import Kizuna
import KizunaBond
import KizunaBondUIKit
import KizunaTestSupport
import Testing
@_spi(StandIn) import UIKit

/// A proxy data source that records what the table asks it, and moves or deletes rows in the
/// arrays as the seed article's view controller does.
@MainActor
final class RecordingProxy: BNDTableViewProxyDataSource {
  var arrays: KizunaBond.ObservableArray<KizunaBond.ObservableArray<String>>?
  var reloads = false
  var movesInArrays = true
  var rowAnimations: [[IndexPath]] = []
  var sectionAnimations: [Set<Int>] = []

  /// The same title for every section: a title made from the index would change for the
  /// sections after an inserted one, which UIKit does not ask again.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    "Rows"
  }
  func tableView(_ tableView: UITableView, canEditRowAtIndexPath indexPath: IndexPath) -> Bool {
    indexPath.row > 0
  }
  func tableView(_ tableView: UITableView, canMoveRowAtIndexPath indexPath: IndexPath) -> Bool {
    true
  }
  func sectionIndexTitlesForTableView(_ tableView: UITableView) -> [String]? { ["A", "B"] }
  func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, atIndex index: Int
  ) -> Int { index * 10 }
  func tableView(
    _ tableView: UITableView, commitEditingStyle editingStyle: UITableViewCell.EditingStyle,
    forRowAtIndexPath indexPath: IndexPath
  ) {
    if editingStyle == .delete { arrays?[indexPath.section].removeAtIndex(indexPath.row) }
  }
  func tableView(
    _ tableView: UITableView, moveRowAtIndexPath sourceIndexPath: IndexPath,
    toIndexPath destinationIndexPath: IndexPath
  ) {
    guard movesInArrays, let arrays else { return }
    let data = arrays[sourceIndexPath.section].removeAtIndex(sourceIndexPath.row)
    arrays[destinationIndexPath.section].insert(data, atIndex: destinationIndexPath.row)
  }
  func shouldReloadInsteadOfUpdateTableView(_ tableView: UITableView) -> Bool { reloads }
  func tableView(
    _ tableView: UITableView, animationForRowAtIndexPaths indexPaths: [IndexPath]
  ) -> UITableView.RowAnimation {
    rowAnimations.append(indexPaths)
    return .fade
  }
  func tableView(
    _ tableView: UITableView, animationForRowInSections sections: Set<Int>
  ) -> UITableView.RowAnimation {
    sectionAnimations.append(sections)
    return .bottom
  }
}

@MainActor
@Suite("bindTo(tableView) of nested observable arrays (Bond v4 on UIKit)")
struct BondTableBindingTests {
  let table = UITableView()
  let arrays = KizunaBond.ObservableArray([
    KizunaBond.ObservableArray(["a", "b"]), KizunaBond.ObservableArray(["c", "d"]),
  ])
  let proxy = RecordingProxy()

  /// Binds the arrays, each cell showing its string.
  @discardableResult
  func bind(proxy: RecordingProxy? = nil) -> any DisposableType {
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    proxy?.arrays = arrays
    return arrays.bindTo(table, proxyDataSource: proxy) { indexPath, arrays, tableView in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = arrays[indexPath.section][indexPath.row]
      return cell
    }
  }

  /// What the table must show: the arrays, with the proxy's header titles if any.
  func expectShowsArrays(
    titled: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let expected = arrays.array.map { rows in
      ArraySection<String?, String?>(
        metadata: titled ? "Rows" : nil, items: rows.array.map { $0 })
    }
    #expect(
      table.oracle.errors.isEmpty, "the table rejected a batch", sourceLocation: sourceLocation)
    #expect(table.oracle.shown == expected, sourceLocation: sourceLocation)
  }

  /// The operations of the last accepted batch.
  var lastBatch: [TableOperation]? { table.oracle.acceptedBatches.last }

  @Test(
    "binding reloads the table once; every row and section operation is one batch, as Bond v4 sent it"
  )
  func operations() {
    bind()
    #expect(table.oracle.reloadCount == 1)
    expectShowsArrays()
    arrays[1].append("e")
    #expect(lastBatch == [.insertRows([ItemPath(section: 1, item: 2)])])
    arrays[1].removeLast()
    #expect(lastBatch == [.deleteRows([ItemPath(section: 1, item: 2)])])
    arrays[1][1] = "D"
    #expect(lastBatch == [.reloadRows([ItemPath(section: 1, item: 1)])])
    arrays.insert(KizunaBond.ObservableArray(["x", "y", "z"]), atIndex: 1)
    #expect(lastBatch == [.insertSections([1])])
    #expect(table.numberOfRows(inSection: 1) == 3)
    arrays.removeAtIndex(0)
    #expect(lastBatch == [.deleteSections([0])])
    // Bond v4's testReloadASection: a section replaced in place is reloaded.
    arrays[1] = KizunaBond.ObservableArray(["5", "6", "7"])
    #expect(lastBatch == [.reloadSections([1])])
    #expect(table.numberOfRows(inSection: 1) == 3)
    expectShowsArrays()
    // An inner array reset: its section reloads; the outer reset: the table reloads.
    arrays[0].array = ["only"]
    #expect(lastBatch == [.reloadSections([0])])
    let reloads = table.oracle.reloadCount
    arrays.array = [KizunaBond.ObservableArray(["new"])]
    #expect(table.oracle.reloadCount == reloads + 1)
    expectShowsArrays()
    // The new inner array is followed.
    arrays[0].append("more")
    #expect(lastBatch == [.insertRows([ItemPath(section: 0, item: 1)])])
    expectShowsArrays()
  }

  @Test("performBatchUpdates gives one batch, on an inner array and on the outer one")
  func batches() {
    bind()
    let batches = table.oracle.batchCount
    arrays[0].performBatchUpdates { rows in
      rows.append("x")
      rows.removeAtIndex(0)
      rows.insert("y", atIndex: 0)
    }
    #expect(table.oracle.batchCount == batches + 1)
    expectShowsArrays()
    arrays.performBatchUpdates { sections in
      sections.append(KizunaBond.ObservableArray(["s"]))
      sections.removeAtIndex(0)
    }
    #expect(table.oracle.batchCount == batches + 2)
    expectShowsArrays()
  }

  @Test("the proxy gives titles, editing, moving, index titles, and the animations of each change")
  func proxyMethods() {
    bind(proxy: proxy)
    expectShowsArrays(titled: true)
    let dataSource = table.dataSource!
    #expect(dataSource.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)) == false)
    #expect(dataSource.tableView(table, canEditRowAt: IndexPath(row: 1, section: 0)) == true)
    #expect(dataSource.tableView(table, canMoveRowAt: IndexPath(row: 0, section: 0)) == true)
    #expect(dataSource.sectionIndexTitles(for: table) == ["A", "B"])
    #expect(dataSource.tableView(table, sectionForSectionIndexTitle: "B", at: 1) == 10)
    arrays[0].insertContentsOf(["p", "q"], atIndex: 1)
    #expect(
      proxy.rowAnimations.last == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
    arrays.insert(KizunaBond.ObservableArray(["s"]), atIndex: 0)
    #expect(proxy.sectionAnimations.last == [0])
    arrays[2][0] = "C"
    #expect(proxy.rowAnimations.last == [IndexPath(row: 0, section: 2)])
    expectShowsArrays(titled: true)
  }

  @Test("shouldReloadInsteadOfUpdateTableView: every change reloads the table instead")
  func reloadInstead() {
    bind(proxy: proxy)
    proxy.reloads = true
    let (reloads, batches) = (table.oracle.reloadCount, table.oracle.batchCount)
    arrays[0].append("x")
    arrays.append(KizunaBond.ObservableArray(["y"]))
    #expect(table.oracle.reloadCount == reloads + 2)
    #expect(table.oracle.batchCount == batches)
    expectShowsArrays(titled: true)
    proxy.reloads = false
    arrays[0].append("z")
    #expect(table.oracle.batchCount == batches + 1)
    expectShowsArrays(titled: true)
  }

  @Test("a user's swipe to delete: the proxy removes the row, the table deletes it")
  func userDeletes() {
    bind(proxy: proxy)
    table.dataSource?.tableView(table, commit: .delete, forRowAt: IndexPath(row: 1, section: 1))
    #expect(arrays[1].array == ["c"])
    #expect(lastBatch == [.deleteRows([ItemPath(section: 1, item: 1)])])
    expectShowsArrays(titled: true)
  }

  @Test("user moves the proxy makes in the arrays never reach the table again (the seed's crash)")
  func userMoves() async {
    bind(proxy: proxy)
    let moves: [(IndexPath, IndexPath)] = [
      (IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)),
      (IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)),
      (IndexPath(row: 2, section: 1), IndexPath(row: 0, section: 0)),
      (IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 0)),
    ]
    for (from, to) in moves {
      table.simulateUserMove(from: from, to: to)
      await flushMainActor()
      expectShowsArrays(titled: true)
    }
    #expect(arrays.array.map(\.array) == [["d", "b"], ["a", "c"]])
    arrays[1].append("after")
    await flushMainActor()
    expectShowsArrays(titled: true)
  }

  @Test("a user move the proxy does not make in the arrays: the table reloads to show them")
  func userMoveNotTaken() async {
    bind(proxy: proxy)
    proxy.movesInArrays = false
    table.simulateUserMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
    await flushMainActor()
    expectShowsArrays(titled: true)
  }

  @Test("disposing the binding stops the table's updates and releases the data source")
  func disposal() {
    let binding = bind()
    arrays[0].append("x")
    let batches = table.oracle.batchCount
    binding.dispose()
    #expect(table.dataSource == nil)
    arrays[0].append("y")
    arrays.append(KizunaBond.ObservableArray(["z"]))
    #expect(table.oracle.batchCount == batches)
  }

  @Test("a mapped producer of nested arrays is crystallized and bound")
  func mappedProducer() {
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    let numbers = KizunaBond.ObservableArray([KizunaBond.ObservableArray([1, 2])])
    let texts = numbers.map { $0.map { "\($0)" }.crystallize() }
    texts.bindTo(table) { indexPath, arrays, tableView in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = arrays[indexPath.section][indexPath.row]
      return cell
    }
    #expect(table.oracle.shown.map(\.items) == [["1", "2"]])
  }

  @Test(
    "random operations, batches and user moves: every batch accepted, the table shows the arrays")
  func randomRun() async {
    let steps = Int(ProcessInfo.processInfo.environment["KIZUNA_STAND_IN_STEPS"] ?? "") ?? 2_000
    var random = SeededGenerator(seed: 20)
    bind(proxy: proxy)
    var names = 0
    func name() -> String {
      names += 1
      return "r\(names)"
    }
    var moves = 0  // the user's drags the proxy let through
    for step in 1...steps {
      let sections = arrays.array
      switch random.next(below: 12) {
      case 0 where sections.count < 6:
        arrays.insert(
          KizunaBond.ObservableArray([name()]), atIndex: random.next(below: sections.count + 1))
      case 1 where sections.count > 1:
        arrays.removeAtIndex(random.next(below: sections.count))
      case 2 where !sections.isEmpty:
        arrays[random.next(below: sections.count)] = KizunaBond.ObservableArray(
          (0..<random.next(below: 4)).map { _ in name() })
      case 3 where !sections.isEmpty:
        sections[random.next(below: sections.count)].array = (0..<random.next(below: 4)).map { _ in
          name()
        }
      case 4:
        arrays.performBatchUpdates { arrays in
          if arrays.count > 1 { arrays.removeAtIndex(random.next(below: arrays.count)) }
          arrays.insert(
            KizunaBond.ObservableArray([name()]), atIndex: random.next(below: arrays.count + 1))
        }
      case 5 where !sections.isEmpty, 6 where !sections.isEmpty:
        let rows = sections[random.next(below: sections.count)]
        rows.insert(name(), atIndex: random.next(below: rows.count + 1))
      case 7 where !sections.isEmpty:
        let rows = sections[random.next(below: sections.count)]
        if !rows.isEmpty { rows.removeAtIndex(random.next(below: rows.count)) }
      case 8 where !sections.isEmpty:
        let rows = sections[random.next(below: sections.count)]
        if !rows.isEmpty { rows[random.next(below: rows.count)] = name() }
      case 9 where !sections.isEmpty:
        let rows = sections[random.next(below: sections.count)]
        rows.performBatchUpdates { rows in
          rows.append(name())
          if rows.count > 1 { rows.removeAtIndex(random.next(below: rows.count)) }
          if !rows.isEmpty { rows[random.next(below: rows.count)] = name() }
        }
      default:
        let filled = sections.indices.filter { !sections[$0].isEmpty }
        guard let fromSection = filled.randomElement(using: &random) else { continue }
        let toSection = random.next(below: sections.count)
        let from = IndexPath(
          row: random.next(below: sections[fromSection].count), section: fromSection)
        let toCount = sections[toSection].count + (toSection == fromSection ? 0 : 1)
        let to = IndexPath(row: random.next(below: toCount), section: toSection)
        if table.simulateUserMove(from: from, to: to) { moves += 1 }
      }
      await flushMainActor()
      expectShowsArrays(titled: true)
      if !table.oracle.errors.isEmpty {
        Issue.record("step \(step): \(table.oracle.errors)")
        return
      }
    }
    #expect(moves >= steps / 40, "\(moves) user moves reached the arrays in \(steps) steps")
    print(
      "Bond v4 table binding on the stand-in UITableView: \(steps) steps, \(moves) user moves, "
        + "\(table.oracle.batchCount) batches and \(table.oracle.reloadCount) reloads, every one accepted."
    )
  }
}
