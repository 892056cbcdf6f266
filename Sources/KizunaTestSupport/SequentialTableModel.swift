/// A flat table without AppKit that performs row changes as `NSTableView` does and rejects the
/// ones it would reject: the oracle for AppKit table bindings.
///
/// Every `insertRows`, `removeRows`, `moveRow` and `reloadRows` call applies at once, inside an
/// update (`beginUpdates()` ... `endUpdates()`, nestable) or alone, and its indexes refer to the
/// rows as the calls before it left them; an index out of that range is an error. At the end
/// of the outermost update (and after a call outside one), the model reads its data source:
/// the number of rows must be what the calls imply, and every row that was neither inserted
/// nor reloaded must show what the data source has at its position. Then inserted and reloaded
/// rows take the data source's content. Every error is recorded in ``errors``.
///
/// ```swift
/// var data = ["a", "b"]
/// let table = SequentialTableModel<String>(dataSource: { data })
/// table.reloadData()
/// data = ["b", "c"]
/// table.beginUpdates()
/// table.removeRows(at: [0])   // ["b"]
/// table.insertRows(at: [1])   // ["b", new]
/// table.endUpdates()
/// print(table.shown, table.errors)   // prints "["b", "c"] []"
/// ```
@MainActor
public final class SequentialTableModel<Row: Equatable> {
  /// What the table shows, as of the end of the last update.
  public private(set) var shown: [Row] = []
  /// Where the table reads its rows at the end of each update and on reload.
  public var dataSource: (@MainActor () -> [Row])?
  /// Every error, in order.
  public private(set) var errors: [SequentialTableError] = []
  /// The number of updates that ended (outermost `endUpdates()`, or a call outside one).
  public private(set) var updateCount = 0
  /// The number of reloads.
  public private(set) var reloadCount = 0

  /// The rows during an update: a shown row, or `nil` for one inserted or reloaded in it.
  private var rows: [Row?] = []
  private var depth = 0

  /// Creates an empty table.
  ///
  /// - Parameter dataSource: Where the table reads its rows.
  public init(dataSource: (@MainActor () -> [Row])? = nil) {
    self.dataSource = dataSource
  }

  /// The number of rows, as the calls so far have left them (`NSTableView.numberOfRows`).
  public var numberOfRows: Int { rows.count }

  /// Reads every row from the data source.
  public func reloadData() {
    if depth > 0 { errors.append(.reloadDataInsideUpdates) }
    shown = dataSource?() ?? []
    rows = shown
    reloadCount += 1
  }

  /// Begins an update; updates nest.
  public func beginUpdates() { depth += 1 }

  /// Ends an update; the outermost one checks the rows against the data source.
  public func endUpdates() {
    guard depth > 0 else {
      errors.append(.endUpdatesWithoutBeginUpdates)
      return
    }
    depth -= 1
    if depth == 0 { finishUpdate() }
  }

  /// Inserts rows; `indexes` are their positions after this call (ascending).
  public func insertRows(at indexes: [Int]) {
    update {
      for index in indexes.sorted() {
        guard check(index, in: 0...rows.count, "insertRows") else { return }
        rows.insert(nil, at: index)
      }
    }
  }

  /// Removes the rows at `indexes` of the rows as they are now.
  public func removeRows(at indexes: [Int]) {
    update {
      let sorted = Set(indexes).sorted()
      for index in sorted { guard check(index, in: 0..<rows.count, "removeRows") else { return } }
      for index in sorted.reversed() { rows.remove(at: index) }
    }
  }

  /// Moves the row at `oldIndex` to `newIndex` (as removing it and inserting it there).
  public func moveRow(at oldIndex: Int, to newIndex: Int) {
    update {
      guard check(oldIndex, in: 0..<rows.count, "moveRow from"),
        check(newIndex, in: 0..<rows.count, "moveRow to")
      else { return }
      rows.insert(rows.remove(at: oldIndex), at: newIndex)
    }
  }

  /// Reloads the rows at `indexes` of the rows as they are now.
  public func reloadRows(at indexes: [Int]) {
    update {
      for index in indexes {
        guard check(index, in: 0..<rows.count, "reloadRows") else { return }
        rows[index] = nil
      }
    }
  }

  // MARK: Checking

  /// Runs `change` inside an update: the current one, or one of its own.
  private func update(_ change: () -> Void) {
    beginUpdates()
    change()
    endUpdates()
  }

  private func check(_ index: Int, in range: ClosedRange<Int>, _ call: String) -> Bool {
    guard range.contains(index) else {
      errors.append(.rowOutOfRange(call, index: index, count: rows.count))
      return false
    }
    return true
  }

  private func check(_ index: Int, in range: Range<Int>, _ call: String) -> Bool {
    guard range.contains(index) else {
      errors.append(.rowOutOfRange(call, index: index, count: rows.count))
      return false
    }
    return true
  }

  private func finishUpdate() {
    updateCount += 1
    let data = dataSource?() ?? []
    guard data.count == rows.count else {
      errors.append(.invalidNumberOfRows(expected: rows.count, dataSource: data.count))
      shown = data
      rows = data
      return
    }
    for (index, row) in rows.enumerated() {
      if let row, row != data[index] { errors.append(.staleRow(index)) }
    }
    shown = data
    rows = data
  }
}
