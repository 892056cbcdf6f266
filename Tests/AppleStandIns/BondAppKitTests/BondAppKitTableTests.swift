// Bond v4's `bindTo(_:delegate:)` for AppKit on the stand-in NSTableView, whose every row
// change goes to the oracle of NSTableView's sequential semantics (SequentialTableModel): each
// insert, remove, move and reload applies at once and must be in range for the rows the calls
// before it left, and at the end of each update every row must show the array's element.
@_spi(StandIn) import AppKit
import KizunaBond
import KizunaBondAppKit
import KizunaTestSupport
import Testing

/// Bond v4's table delegate: each row's view is a cell view whose text field shows the element.
@MainActor
final class LabelDelegate<Element>: BNDTableViewDelegate {
  private(set) var createdRows: [Int] = []

  func createCell(
    _ row: Int, array: ObservableArray<Element>, tableView: NSTableView
  ) -> NSTableCellView {
    createdRows.append(row)
    let cell = NSTableCellView()
    cell.textField = NSTextField(labelWithString: "\(array[row])")
    return cell
  }
}

/// A table with one column, as a window shows it.
@MainActor
private func makeTable() -> NSTableView {
  let table = NSTableView(frame: .zero)
  table.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("Value")))
  return table
}

@Suite @MainActor struct BondAppKitTableTests {
  @Test func showsTheArrayAndFollowsItsEveryOperation() {
    let array = ObservableArray([1, 2])
    let table = makeTable()
    let delegate = LabelDelegate<Int>()
    array.bindTo(table, delegate: delegate)
    #expect(table.oracle.reloadCount == 1 && table.oracle.shown == ["1", "2"])
    array.append(3)
    array.removeAtIndex(0)
    array[0] = 5
    array.insertContentsOf([7, 8], atIndex: 1)
    array.removeRange(0..<2)
    array.extend([9])
    #expect(table.oracle.errors.isEmpty)
    #expect(table.oracle.shown == array.array.map { "\($0)" })
    #expect(table.oracle.updateCount == 6)
    array.array = [4, 4, 4]  // a reset
    #expect(table.oracle.errors.isEmpty && table.oracle.shown == ["4", "4", "4"])
    #expect(delegate.createdRows.contains(2))
  }

  @Test func aBatchIsOneUpdateOfSequentialRowChanges() {
    // Bond v4 sent a batch's change sets as they came, which NSTableView applies one after
    // another: here it removed row 0 and then inserted at 3 of the rows as they were before.
    let array = ObservableArray(["a", "b", "c"])
    let table = makeTable()
    array.bindTo(table, delegate: LabelDelegate<String>())
    array.performBatchUpdates { array in
      array.removeAtIndex(0)
      array.append("d")
      array[0] = "B"
      array.insert("x", atIndex: 1)
    }
    #expect(table.oracle.errors.isEmpty)
    #expect(table.oracle.shown == ["B", "x", "c", "d"])
    #expect(table.oracle.updateCount == 1)  // one update, as Bond v4 made
  }

  @Test func randomEditsAndBatchesNeverGiveTheTableAnInvalidChange() {
    var random = SeededGenerator(seed: 20)
    var names = 0
    func name() -> String {
      names += 1
      return "r\(names)"
    }
    let array = ObservableArray((0..<6).map { _ in name() })
    let table = makeTable()
    array.bindTo(table, delegate: LabelDelegate<String>())
    // A derived producer (not an ObservableArray): crystallized, as in Bond v4.
    let filteredTable = makeTable()
    let isKept: (String) -> Bool = { Int($0.dropFirst())! % 3 != 0 }
    array.filter(isKept).bindTo(filteredTable, delegate: LabelDelegate<String>())
    let steps = 1_000
    var failure: String?
    for step in 1...steps where failure == nil {
      if random.next(below: 3) == 0 {
        array.performBatchUpdates { array in
          for _ in 0...random.next(below: 4) { Self.edit(array, &random, name, inBatch: true) }
        }
      } else {
        Self.edit(array, &random, name, inBatch: false)
      }
      for (shown, expected) in [(table, array.array), (filteredTable, array.array.filter(isKept))]
      where !shown.oracle.errors.isEmpty || shown.oracle.shown != expected.map(Optional.some) {
        failure =
          "step \(step): \(shown.oracle.errors); shown \(shown.oracle.shown), data \(expected)"
      }
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(table.oracle.updateCount > steps / 2)
  }

  /// One random Bond v4 array operation. A reset (setting `array`) only outside a batch: in
  /// Bond v4, as here, it is sent at once even inside one.
  private static func edit(
    _ array: ObservableArray<String>, _ random: inout SeededGenerator, _ name: () -> String,
    inBatch: Bool
  ) {
    let count = array.count
    switch random.next(below: count == 0 ? 2 : 8) {
    case 0: array.insert(name(), atIndex: random.next(below: count + 1))
    case 1: array.insertContentsOf([name(), name()], atIndex: random.next(below: count + 1))
    case 2, 3: _ = array.removeAtIndex(random.next(below: count))
    case 4: array[random.next(below: count)] = name()
    case 5:
      let start = random.next(below: count)
      array.removeRange(start..<start + random.next(below: count - start + 1))
    case 6:
      let start = random.next(below: count)
      array.replaceRange(start..<min(count, start + 2), with: [name()])
    default:
      if !inBatch, random.next(below: 10) == 0 {
        array.array = (0..<random.next(below: 8)).map { _ in name() }
      } else {
        array.append(name())
      }
    }
  }

  @Test func disposingEndsTheBindingAndANewerBindingReplacesIt() {
    let first = ObservableArray(["a"])
    let second = ObservableArray(["x", "y"])
    let table = makeTable()
    let binding = first.bindTo(table, delegate: LabelDelegate<String>())
    second.bindTo(table, delegate: LabelDelegate<String>())
    first.append("b")  // the replaced binding leaves the table alone
    second.append("z")
    #expect(table.oracle.errors.isEmpty && table.oracle.shown == ["x", "y", "z"])
    binding.dispose()  // the older binding's disposal does not clear the newer one
    #expect(table.dataSource != nil && table.delegate != nil)
    let third = ObservableArray(["p"])
    let thirdBinding = third.bindTo(table, delegate: LabelDelegate<String>())
    thirdBinding.dispose()
    #expect(table.dataSource == nil && table.delegate == nil)
    let updates = table.oracle.updateCount
    third.append("q")
    #expect(table.oracle.updateCount == updates)
  }

  @Test func theTableKeepsItsBindingAndReleasesItWithItself() {
    let array = ObservableArray(["a"])
    weak var weakTable: NSTableView?
    weak var weakDelegate: LabelDelegate<String>?
    do {
      let table = makeTable()
      weakTable = table
      let delegate = LabelDelegate<String>()
      weakDelegate = delegate
      array.bindTo(table, delegate: delegate)
      array.append("b")
      #expect(table.oracle.shown == ["a", "b"] && table.oracle.errors.isEmpty)
    }
    #expect(weakTable == nil && weakDelegate == nil)
    array.append("c")  // nothing left to update
  }
}
