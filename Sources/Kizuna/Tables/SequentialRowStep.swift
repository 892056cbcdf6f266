/// One row change of a table that applies each change at once, in order: AppKit's
/// `NSTableView`, whose `insertRows`, `removeRows` and `moveRow` calls between `beginUpdates()`
/// and `endUpdates()` each refer to the rows as the calls before them left them.
///
/// UIKit's batches (and ``TableUpdatePlanner``'s plans) name deletes and reloads by their
/// positions before the batch and inserts by their positions after it.
/// ``steps(for:oldRowCount:)`` turns such a flat batch into steps whose indexes are valid when
/// their turn comes: removals from the back, moves, insertions from the front, then reloads at
/// the rows' final positions.
///
/// ```swift
/// let batch: [TableOperation] = [
///   .deleteRows([ItemPath(section: 0, item: 0)]),
///   .insertRows([ItemPath(section: 0, item: 2)]),
///   .moveRow(ItemPath(section: 0, item: 2), to: ItemPath(section: 0, item: 0)),
/// ]
/// print(SequentialRowStep.steps(for: batch, oldRowCount: 3) ?? [])
/// // prints "[remove(0), move(1 -> 0), insert(2)]"
/// ```
public enum SequentialRowStep: Hashable, Sendable, CustomStringConvertible {
  /// Inserts a row at this index of the rows as they are now (0 through the count).
  case insert(Int)
  /// Removes the row at this index of the rows as they are now.
  case remove(Int)
  /// Removes the row at `from` and inserts it at `to`, in the coordinates of the rows without
  /// it (as `NSTableView.moveRow(at:to:)` does).
  case move(from: Int, to: Int)
  /// Reloads the row at this index of the rows as they are now.
  case reload(Int)

  /// The step, such as `insert(2)` or `move(1 -> 0)`.
  public var description: String {
    switch self {
    case .insert(let index): "insert(\(index))"
    case .remove(let index): "remove(\(index))"
    case .move(let from, let to): "move(\(from) -> \(to))"
    case .reload(let index): "reload(\(index))"
    }
  }

  /// The steps that perform a flat batch (one section, UIKit's coordinates) one after another.
  ///
  /// Applying the steps in order to the `oldRowCount` rows before the batch gives the rows
  /// after it: every row that survives keeps its content and lands where the batch puts it,
  /// inserted rows are where the batch inserts them, and every reloaded row is reloaded once,
  /// at its position after the batch (so the data source serves it from the new data).
  ///
  /// ```swift
  /// let steps = SequentialRowStep.steps(
  ///   for: [.reloadRows([ItemPath(section: 0, item: 1)]), .deleteRows([ItemPath(section: 0, item: 0)])],
  ///   oldRowCount: 2)
  /// print(steps ?? [])   // prints "[remove(0), reload(0)]"
  /// ```
  ///
  /// - Parameters:
  ///   - operations: One batch of ``TableOperation``s: deletes and reloads at positions before
  ///     the batch, inserts at positions after it, moves from before to after. The batch must be
  ///     valid for `oldRowCount` rows (the program stops with a message naming the bad index
  ///     otherwise), as the batches of ``TableUpdatePlanner`` are.
  ///   - oldRowCount: The number of rows before the batch.
  /// - Returns: The steps in order; `nil` if the batch changes sections or names a section
  ///   other than 0 (a flat table cannot perform it: reload it instead).
  /// - Complexity: O(*n* log *n*) for *n* rows.
  public static func steps(
    for operations: [TableOperation], oldRowCount: Int
  ) -> [SequentialRowStep]? {
    precondition(oldRowCount >= 0, "Kizuna: oldRowCount \(oldRowCount) must not be negative")
    var deletes: [Int] = []
    var inserts: [Int] = []
    var reloads: [Int] = []
    var moves: [CollectionMove<Int>] = []
    func rows(_ paths: [ItemPath]) -> [Int]? {
      paths.allSatisfy { $0.section == 0 } ? paths.map { $0.item } : nil
    }
    for operation in operations {
      switch operation {
      case .insertSections, .deleteSections, .reloadSections, .moveSection: return nil
      case .insertRows(let paths):
        guard let items = rows(paths) else { return nil }
        inserts += items
      case .deleteRows(let paths):
        guard let items = rows(paths) else { return nil }
        deletes += items
      case .reloadRows(let paths):
        guard let items = rows(paths) else { return nil }
        reloads += items
      case .moveRow(let from, let to):
        guard from.section == 0, to.section == 0 else { return nil }
        moves.append(CollectionMove(from: from.item, to: to.item))
      }
    }
    let diff = CollectionDiff(deletes: deletes, inserts: inserts, moves: moves)
    let newRowCount = oldRowCount - deletes.count + inserts.count
    precondition(
      newRowCount >= 0,
      "Kizuna: the batch deletes \(deletes.count) of \(oldRowCount) rows and inserts "
        + "\(inserts.count)")
    // Steps without elements: the rows' content comes from the data source.
    let patch = diff.patch(
      oldCount: oldRowCount, to: [Void](repeating: (), count: newRowCount))
    var steps: [SequentialRowStep] = patch.map { edit in
      switch edit {
      case .insert(_, let index): .insert(index)
      case .delete(let index): .remove(index)
      case .move(let from, let to): .move(from: from, to: to)
      case .update(_, let index): .reload(index)  // none: the diff has no updates
      }
    }
    if !reloads.isEmpty {
      var finalPosition = [Int?](repeating: nil, count: oldRowCount)
      for (position, origin) in diff.origins(oldCount: oldRowCount, newCount: newRowCount)
        .enumerated()
      {
        if let origin { finalPosition[origin] = position }
      }
      let positions = reloads.map { row in
        checkIndex(row, in: 0..<oldRowCount, "reload row")
        guard let position = finalPosition[row] else {
          preconditionFailure("Kizuna: the batch reloads row \(row), which it deletes")
        }
        return position
      }
      steps += Set(positions).sorted().map { .reload($0) }
    }
    return steps
  }
}
