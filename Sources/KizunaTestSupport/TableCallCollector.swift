public import Kizuna

/// Gathers the calls of UIKit's per-call batch API (`performBatchUpdates` with insert, delete,
/// reload and move calls inside it, or single calls outside one) into batches for a
/// ``TableViewModel``: what a stand-in `UITableView` needs to check what an adapter calls.
///
/// Kizuna's own port, `TableViewProtocol`, hands batches out as data; this is only for
/// code that speaks UIKit's API, as UIKit's adapters do.
///
/// ```swift
/// let oracle = TableViewModel<String, Int>(strict: true)
/// var data = [ArraySection(metadata: "A", items: [1, 2])]
/// oracle.dataSource = { data }
/// oracle.reloadData()
/// let calls = TableCallCollector(oracle: oracle)
/// let accepted = calls.performBatchUpdates {
///   data[0].items.remove(at: 0)
///   calls.record(.deleteRows([ItemPath(section: 0, item: 0)]))
/// }
/// print(accepted, oracle.shown)   // prints "true [A: [2]]"
/// ```
@MainActor
public final class TableCallCollector<Metadata: Equatable, Item: Equatable> {
  /// The oracle that checks every batch.
  public let oracle: TableViewModel<Metadata, Item>
  /// The calls of the batch being collected; `nil` outside a batch.
  private var pending: [TableOperation]?

  /// Creates a collector for `oracle`.
  public init(oracle: TableViewModel<Metadata, Item>) {
    self.oracle = oracle
  }

  /// Runs `updates` (data changes and ``record(_:)`` calls) as one batch; a batch begun inside
  /// it joins it, as in UIKit.
  ///
  /// - Parameter updates: The batch's data changes and calls.
  /// - Returns: Whether the oracle accepted the batch (a rejection is in
  ///   ``TableViewModel/errors``).
  @discardableResult
  public func performBatchUpdates(_ updates: () -> Void) -> Bool {
    if pending != nil {
      updates()
      return true
    }
    pending = []
    updates()
    let operations = pending ?? []
    pending = nil
    return check(operations)
  }

  /// Records one call: into the batch being collected, or as a batch of its own outside one.
  public func record(_ operation: TableOperation) {
    if pending != nil {
      pending?.append(operation)
    } else {
      check([operation])
    }
  }

  @discardableResult
  private func check(_ operations: [TableOperation]) -> Bool {
    do {
      try oracle.apply(operations)
      return true
    } catch {
      oracle.errors.append(error)
      return false
    }
  }
}
