/// Why a ``SequentialTableModel`` rejects a change: the ways AppKit's `NSTableView` raises for
/// a row change, and the ways a table ends up showing other rows than its data source.
///
/// ```swift
/// let table = SequentialTableModel<String>()
/// table.removeRows(at: [3])
/// print(table.errors)   // prints "[rowOutOfRange("removeRows", index: 3, count: 0)]"
/// ```
public enum SequentialTableError: Error, Hashable, Sendable {
  /// A row index is outside the rows as the calls before it left them (inserts: 0 through the
  /// count; removals, moves and reloads: below the count).
  case rowOutOfRange(String, index: Int, count: Int)
  /// At the end of an update, the data source has another number of rows than the calls imply.
  case invalidNumberOfRows(expected: Int, dataSource: Int)
  /// At the end of an update, a row that was neither inserted nor reloaded shows other content
  /// than the data source has at its position (a move to the wrong place, a missed reload).
  case staleRow(Int)
  /// `endUpdates()` without a matching `beginUpdates()`.
  case endUpdatesWithoutBeginUpdates
  /// `reloadData()` between `beginUpdates()` and `endUpdates()`.
  case reloadDataInsideUpdates
}
