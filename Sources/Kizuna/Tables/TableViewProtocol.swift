/// The batch-update port of a table or collection view, without UIKit: a batch goes out as
/// data, one way.
///
/// A ``TableBinder`` calls it on the main actor with either a full reload or one batch of
/// ``TableOperation``s (UIKit's coordinates) to perform as one animated update. A conformer
/// switches over the operations once, in its own terms: `KizunaUIKit` calls `UITableView`'s
/// batch methods, `KizunaAppKit` turns the batch into `NSTableView`'s one-by-one row changes,
/// `TableViewModel` in `KizunaTestSupport` checks it as an oracle that rejects every batch
/// UIKit would reject, and a web page can re-render.
///
/// ```swift
/// final class PrintingTable: TableViewProtocol {
///   func reloadData() { print("reload") }
///   func performBatch(
///     _ operations: [TableOperation], animations: TableAnimations, updateData: () -> Void
///   ) {
///     updateData()   // the data source now serves the data after the batch
///     print(operations)
///   }
/// }
/// ```
@MainActor
public protocol TableViewProtocol: AnyObject {
  /// Reloads everything from the data source.
  func reloadData()

  /// Performs `operations` as one animated batch.
  ///
  /// Call `updateData` exactly once, where the table wants its data source to change: inside
  /// the block of `UITableView.performBatchUpdates(_:completion:)`, before the first row
  /// change of an `NSTableView`. Until then the data source serves the data before the batch;
  /// from then on, the data after it.
  ///
  /// - Parameters:
  ///   - operations: The batch: deletes and reloads at positions before it, inserts at
  ///     positions after it, moves from before to after. Never empty.
  ///   - animations: The animation for inserts, deletes and reloads.
  ///   - updateData: Switches the data source to the data after the batch.
  func performBatch(
    _ operations: [TableOperation], animations: TableAnimations, updateData: () -> Void)
}
