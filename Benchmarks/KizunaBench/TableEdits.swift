import Kizuna

// MARK: - W8: one insertItem into a bound sectioned array, through to the table's batch

/// A table that only takes batches: it switches the data source and counts the operations, so
/// that what is measured is the array, the binder and the port, not a table.
@MainActor
final class CountingTable: TableViewProtocol {
  var operations = 0
  var reloads = 0

  func reloadData() { reloads += 1 }

  func performBatch(
    _ operations: [TableOperation], animations: TableAnimations, updateData: () -> Void
  ) {
    updateData()
    self.operations += operations.count
  }
}

/// The shapes W8 measures, by workload name: 1k, 10k and 100k items in sections of 100 items
/// (W8A-W8C), and 10k and 100k items in 10 sections (W8D, W8E; 1k in 10 sections is W8A).
let w8Shapes: [(String, TableShape)] = [
  ("W8A", TableShape(items: 1_000, perSection: 100)),
  ("W8B", TableShape(items: 10_000, perSection: 100)),
  ("W8C", TableShape(items: 100_000, perSection: 100)),
  ("W8D", TableShape(items: 10_000, perSection: 1_000)),
  ("W8E", TableShape(items: 100_000, perSection: 10_000)),
]

/// A sectioned array's shape: `items` items in sections of `perSection` items.
struct TableShape {
  let items: Int
  let perSection: Int

  var sections: Int { max(1, items / perSection) }

  var label: String {
    "\(items >= 1000 ? "\(items / 1000)k" : "\(items)") items, \(sections) sections"
  }
}

/// W8: single edits at the front of the middle section of a sectioned array bound to a table
/// (Kizuna: `MutableObservableSectionedArray` -> `TableBinder` -> `TableViewProtocol`), against
/// the floor: a nested Swift array edited in place that calls a closure with the row's path.
/// The edits alternate `insertItem` and `removeItem` at the same place, so that the array
/// keeps its shape however many runs there are (inserts alone would grow the edited section
/// by every run's inserts, and the memmove with it); each edit is one operation.
@MainActor
func w8(_ settings: Settings, shapes: [TableShape]) -> [Row] {
  let inserts = settings.count(10_000) / 2 * 2  // an even count: every insert is removed
  var rows: [Row] = []
  for shape in shapes {
    let middle = shape.sections / 2
    var contest = Contest(runs: settings.runs, operations: inserts)

    var plain = (0..<shape.sections).map { section in
      Array(section * shape.perSection..<(section + 1) * shape.perSection)
    }
    var delivered = 0
    let onInsert: (ItemPath) -> Void = opaque { path in delivered &+= path.item &+ 1 }
    contest.add("closures") {
      delivered = 0
      for value in 0..<inserts {
        if value & 1 == 0 {
          plain[middle].insert(value, at: 0)
        } else {
          plain[middle].remove(at: 0)
        }
        onInsert(ItemPath(section: middle, item: 0))
      }
      return delivered &+ plain[middle].count
    }

    let array = MutableObservableSectionedArray(
      (0..<shape.sections).map { section in
        ArraySection(
          metadata: "section \(section)",
          items: Array(section * shape.perSection..<(section + 1) * shape.perSection))
      })
    let table = CountingTable()
    let binder = TableBinder<String, Int>(table: table)
    let binding = binder.bind(array)
    contest.add("Kizuna") {
      let before = table.operations
      for value in 0..<inserts {
        if value & 1 == 0 {
          array.insertItem(value, at: ItemPath(section: middle, item: 0))
        } else {
          array.removeItem(at: ItemPath(section: middle, item: 0))
        }
      }
      // Every edit reached the table as one operation of its own batch.
      precondition(table.operations - before == inserts && table.reloads == 1)
      return table.operations &+ binder.numberOfRows(inSection: middle)
    }
    // The same number of items in a flat array bound as one section: `insert(_:at:)` and
    // `remove(at:)` in the middle, the flat array's single-step path, for comparison.
    let flat = MutableObservableArray(Array(0..<shape.items))
    let flatTable = CountingTable()
    let flatBinder = TableBinder<String, Int>(table: flatTable)
    let flatBinding = flatBinder.bind(flat, metadata: "all")
    let flatPosition = shape.items / 2
    contest.add("Kizuna flat array") {
      let before = flatTable.operations
      for value in 0..<inserts {
        if value & 1 == 0 {
          flat.insert(value, at: flatPosition)
        } else {
          flat.remove(at: flatPosition)
        }
      }
      precondition(flatTable.operations - before == inserts && flatTable.reloads == 1)
      return flatTable.operations &+ flatBinder.numberOfRows(inSection: 0)
    }
    rows.append(
      Row(
        workload: "W8 insert/remove item, \(shape.label)", unit: "ns", measurements: contest.run()))
    binding.dispose()
    flatBinding.dispose()
  }
  return rows
}
