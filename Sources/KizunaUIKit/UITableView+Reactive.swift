#if canImport(UIKit) && !os(watchOS)
  public import Foundation
  public import Kizuna
  public import UIKit

  @MainActor
  extension Reactive where Base: UITableView {
    /// Dequeues a reusable cell, as `dequeueReusableCell(withIdentifier:for:)`, and ends the
    /// bindings of the row it showed before: its ``Kizuna/ReactiveStorage/reuseBag`` is
    /// emptied, so that old bindings never fire into the recycled cell.
    ///
    /// Put the cell's row bindings in `cell.reactive.reuseBag` (the seed's `prepareForReuse`
    /// pattern, without overriding `prepareForReuse()`). As with UIKit's method, the identifier
    /// must be registered first (`register(_:forCellReuseIdentifier:)`, once, when the table is
    /// set up); UIKit raises an exception otherwise:
    ///
    /// ```swift
    /// let cell = tableView.reactive.dequeueReusableCell(withIdentifier: "Input", for: indexPath)
    /// row.title.bind(to: cell.textLabel!.reactive.text).dispose(in: cell.reactive.reuseBag)
    /// ```
    ///
    /// - Parameters:
    ///   - identifier: The reuse identifier the cell class was registered with.
    ///   - indexPath: The row the cell will show.
    /// - Returns: A cell whose reuse bag is empty.
    public func dequeueReusableCell(
      withIdentifier identifier: String, for indexPath: IndexPath
    ) -> UITableViewCell {
      let cell = base.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
      cell.reactive.prepareForReuse()
      return cell
    }

    /// Dequeues a reusable cell, as `dequeueReusableCell(withIdentifier:)`, with its reuse bag
    /// emptied; `nil` when no cell is waiting to be reused (make one then).
    ///
    /// ```swift
    /// let cell = tableView.reactive.dequeueReusableCell(withIdentifier: "Input") as? InputCell
    ///   ?? InputCell(style: .default, reuseIdentifier: "Input")
    /// ```
    ///
    /// - Parameter identifier: The cells' reuse identifier.
    /// - Returns: A reusable cell whose reuse bag is empty, or `nil`.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
      guard let cell = base.dequeueReusableCell(withIdentifier: identifier) else { return nil }
      cell.reactive.prepareForReuse()
      return cell
    }
  }
#endif
