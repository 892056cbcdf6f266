#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit
  public import KizunaBond

  /// Bond v4's AppKit table delegate: makes the view of each row of an array bound to an
  /// `NSTableView` with `bindTo(_:delegate:)`.
  ///
  /// On Apple systems the table also sends the conforming object every other
  /// `NSTableViewDelegate` message it implements (`tableView(_:heightOfRow:)`, selection), as
  /// Bond v4 forwarded them; the row views come from ``createCell(_:array:tableView:)``.
  /// The name is Bond v4's, with Swift 3's unlabelled first argument.
  ///
  /// ```swift
  /// final class ContactsDelegate: BNDTableViewDelegate {
  ///   func createCell(_ row: Int, array: ObservableArray<String>, tableView: NSTableView) -> NSTableCellView {
  ///     let cell = NSTableCellView()
  ///     cell.textField = NSTextField(labelWithString: array[row])
  ///     return cell
  ///   }
  /// }
  /// ```
  @preconcurrency @MainActor
  public protocol BNDTableViewDelegate {
    /// The type of the array's elements.
    associatedtype Element

    /// The view of the row at `row`, whose element is `array[row]`.
    ///
    /// - Parameters:
    ///   - row: The row's index.
    ///   - array: The bound array.
    ///   - tableView: The table that asks.
    /// - Returns: The row's view.
    func createCell(
      _ row: Int, array: KizunaBond.ObservableArray<Element>, tableView: NSTableView
    ) -> NSTableCellView
  }
#endif
