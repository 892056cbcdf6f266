/// A table port conformer that drives one platform view, as its data source, with batches of
/// UIKit's semantics: the shell that every table and collection view binding shares.
///
/// A conformer names its view and says how to reload it, how to run a batch on it and how to
/// perform one operation; this extension gives it ``TableViewProtocol``. The view is touched
/// only while the conformer is its data source (``attachedView``): a binding that a newer
/// binding of the same view replaced never touches the view again, and its binder's batches
/// then only switch its data. Inside a batch the data is switched first, then each operation
/// is performed, in order.
///
/// ```swift
/// final class GridBinding: TableViewAdapter {
///   weak var adaptedView: Grid?
///   func isDataSource(of view: Grid) -> Bool { view.dataSource === self }
///   func reload(_ view: Grid) { view.reloadData() }
///   func performBatchUpdates(on view: Grid, _ updates: @escaping () -> Void) {
///     view.performBatchUpdates(updates)
///   }
///   func perform(_ operation: TableOperation, on view: Grid, animations: TableAnimations) {
///     view.perform(operation)
///   }
/// }
/// ```
///
/// Everything runs on the main actor.
@MainActor
public protocol TableViewAdapter: TableViewProtocol {
  /// The platform view.
  associatedtype View: AnyObject

  /// The view this conformer drives, while it exists (hold it weakly).
  var adaptedView: View? { get }

  /// Whether this conformer is the data source of `view`.
  ///
  /// - Parameter view: The adapted view.
  /// - Returns: `true` unless a newer binding of `view` replaced this one.
  func isDataSource(of view: View) -> Bool

  /// Reloads every row of `view`.
  ///
  /// - Parameter view: The attached view.
  func reload(_ view: View)

  /// Runs `updates` as one batch of `view` (its `performBatchUpdates`).
  ///
  /// - Parameters:
  ///   - view: The attached view.
  ///   - updates: Switches the data source, then performs the batch's operations.
  func performBatchUpdates(on view: View, _ updates: @escaping () -> Void)

  /// Performs one operation of a batch on `view`, inside ``performBatchUpdates(on:_:)``.
  ///
  /// - Parameters:
  ///   - operation: The operation, in the batch's (UIKit's) coordinates.
  ///   - view: The attached view.
  ///   - animations: The configuration's animation per kind of change.
  func perform(_ operation: TableOperation, on view: View, animations: TableAnimations)
}

extension TableViewAdapter {
  /// The view, while this conformer is its data source; `nil` once the view is gone or a newer
  /// binding replaced this one.
  public var attachedView: View? {
    guard let view = adaptedView, isDataSource(of: view) else { return nil }
    return view
  }

  /// Reloads the view, while this conformer is its data source.
  public func reloadData() {
    guard let view = attachedView else { return }
    reload(view)
  }

  /// Performs the batch in one ``performBatchUpdates(on:_:)``: the data first, then each
  /// operation in order. Without an attached view, only switches the data.
  ///
  /// - Parameters:
  ///   - operations: The batch, in UIKit's coordinates.
  ///   - animations: The configuration's animation per kind of change.
  ///   - updateData: Switches the data source to the data after the batch; called once.
  public func performBatch(
    _ operations: [TableOperation], animations: TableAnimations, updateData: () -> Void
  ) {
    guard let view = attachedView else { return updateData() }
    // The view runs the batch before returning: the closure does not outlive this call.
    withoutActuallyEscaping(updateData) { updateData in
      performBatchUpdates(on: view) {
        updateData()
        for operation in operations { self.perform(operation, on: view, animations: animations) }
      }
    }
  }
}
