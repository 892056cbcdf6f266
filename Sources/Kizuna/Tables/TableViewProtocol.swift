/// The batch-update API of a table or collection view, without UIKit.
///
/// `KizunaUIKit` makes `UITableView` drive this protocol; `TableViewModel` in
/// `KizunaTestSupport` implements it as an oracle that rejects every batch UIKit would reject;
/// a web demo can implement it to update a page. A ``TableBinder`` calls it on the main actor.
///
/// ```swift
/// final class PrintingTable: TableViewProtocol {
///   func reloadData() { print("reload") }
///   func performBatchUpdates(_ updates: () -> Void) { updates() }
///   func insertRows(at paths: [ItemPath], with animation: TableAnimation) { print("insert", paths) }
///   // ...
/// }
/// ```
@MainActor
public protocol TableViewProtocol: AnyObject {
  /// Reloads everything from the data source.
  func reloadData()
  /// Runs `updates` (calls of the methods below) as one animated batch.
  func performBatchUpdates(_ updates: () -> Void)
  /// Inserts sections (indices after the batch).
  func insertSections(_ sections: [Int], with animation: TableAnimation)
  /// Deletes sections (indices before the batch).
  func deleteSections(_ sections: [Int], with animation: TableAnimation)
  /// Reloads sections (indices before the batch).
  func reloadSections(_ sections: [Int], with animation: TableAnimation)
  /// Moves a section from its index before the batch to its index after.
  func moveSection(_ section: Int, toSection newSection: Int)
  /// Inserts rows (paths after the batch).
  func insertRows(at paths: [ItemPath], with animation: TableAnimation)
  /// Deletes rows (paths before the batch).
  func deleteRows(at paths: [ItemPath], with animation: TableAnimation)
  /// Reloads rows (paths before the batch).
  func reloadRows(at paths: [ItemPath], with animation: TableAnimation)
  /// Moves a row from its path before the batch to its path after.
  func moveRow(at path: ItemPath, to newPath: ItemPath)
}

extension TableViewProtocol {
  /// Performs one planned operation with the given animations.
  ///
  /// - Parameters:
  ///   - operation: The call to make.
  ///   - animations: The animation for inserts, deletes and reloads.
  public func perform(_ operation: TableOperation, animations: TableAnimations = TableAnimations())
  {
    switch operation {
    case .insertSections(let sections): insertSections(sections, with: animations.insert)
    case .deleteSections(let sections): deleteSections(sections, with: animations.delete)
    case .reloadSections(let sections): reloadSections(sections, with: animations.reload)
    case .moveSection(let from, let to): moveSection(from, toSection: to)
    case .insertRows(let paths): insertRows(at: paths, with: animations.insert)
    case .deleteRows(let paths): deleteRows(at: paths, with: animations.delete)
    case .reloadRows(let paths): reloadRows(at: paths, with: animations.reload)
    case .moveRow(let from, let to): moveRow(at: from, to: to)
    }
  }
}
