package import Kizuna

/// What a table or collection view bound to nested arrays (KizunaBondUIKit's and
/// KizunaBondAppKit's `bindTo`) is fed from: the arrays' shape (``BondSectionsMirror``) and the
/// `TableBinder` that plans its batches, one per change as Bond v4 sent them.
///
/// The view's data source owns it, attaches itself as the binder's table, and passes a user's
/// move through ``userMovedRow(from:to:inArrays:)``.
@MainActor
package final class BondTableFeed<Element> {
  /// The arrays' shape.
  package let mirror: BondSectionsMirror<Element>
  /// Plans the view's batches from the shape.
  package let binder = TableBinder<
    BondSectionsMirror<Element>.Version, BondSectionsMirror<Element>.Row
  >()
  private var binding: (any Kizuna.Disposable)?

  /// Starts following `arrays`.
  ///
  /// - Parameter arrays: The nested arrays the view shows.
  package init(_ arrays: ObservableArray<ObservableArray<Element>>) {
    mirror = BondSectionsMirror(arrays)
    // One batch per change, as Bond v4 sent: a section replaced in place is one section
    // reload (its rows need no operations of their own).
    binder.configuration.updateStyle = .batches(.combined)
  }

  /// Makes `view` the binder's table and shows the arrays in it.
  ///
  /// - Parameter view: The view's data source.
  package func attach(to view: any TableViewProtocol) {
    binder.table = view
    binding = binder.bind(mirror.sections)
  }

  /// Stops following the arrays.
  package func end() {
    binding?.dispose()
    binding = nil
  }

  /// The user dragged a row: the view shows the move already, so the binder moves the
  /// shape's row without telling the view; then `moveInArrays` (the app's proxy) moves the
  /// element in the arrays, which must not reach the view again. If the arrays do not end as
  /// the view shows them, the view reloads.
  ///
  /// - Parameters:
  ///   - from: The row's path before the drag.
  ///   - to: The row's path after it.
  ///   - moveInArrays: Moves the element in the arrays (remove, then insert), or does nothing.
  package func userMovedRow(from: ItemPath, to: ItemPath, inArrays moveInArrays: () -> Void) {
    binder.userMovedRow(from: from, to: to)
    mirror.absorbing(moveInArrays)
  }
}
