/// One call a table view accepts inside a batch update, with UIKit's coordinates.
///
/// Deletes and reloads name positions before the batch, inserts name positions after it, and
/// moves go from before to after.
///
/// ```swift
/// let operation = TableOperation.moveRow(ItemPath(section: 0, item: 2), to: ItemPath(section: 1, item: 0))
/// print(operation)   // prints "moveRow([0, 2] -> [1, 0])"
/// ```
public enum TableOperation: Hashable, Sendable, CustomStringConvertible {
  /// Inserts sections at these indices after the batch.
  case insertSections([Int])
  /// Deletes the sections at these indices before the batch.
  case deleteSections([Int])
  /// Reloads the sections at these indices before the batch.
  case reloadSections([Int])
  /// Moves a section from its index before the batch to its index after.
  case moveSection(Int, to: Int)
  /// Inserts rows at these paths after the batch.
  case insertRows([ItemPath])
  /// Deletes the rows at these paths before the batch.
  case deleteRows([ItemPath])
  /// Reloads the rows at these paths before the batch.
  case reloadRows([ItemPath])
  /// Moves a row from its path before the batch to its path after.
  case moveRow(ItemPath, to: ItemPath)

  /// The call, such as `insertRows([[0, 1]])`.
  public var description: String {
    switch self {
    case .insertSections(let sections): "insertSections(\(sections))"
    case .deleteSections(let sections): "deleteSections(\(sections))"
    case .reloadSections(let sections): "reloadSections(\(sections))"
    case .moveSection(let from, let to): "moveSection(\(from) -> \(to))"
    case .insertRows(let paths): "insertRows(\(paths))"
    case .deleteRows(let paths): "deleteRows(\(paths))"
    case .reloadRows(let paths): "reloadRows(\(paths))"
    case .moveRow(let from, let to): "moveRow(\(from) -> \(to))"
    }
  }
}
