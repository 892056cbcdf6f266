#if canImport(UIKit) && !os(watchOS)
  public import Foundation
  public import UIKit

  /// Bond v4's proxy data source: what a table bound to nested observable arrays asks the app
  /// (titles, editing, moves, index titles, animations, reload instead of animating).
  ///
  /// Bond v4 declared these methods `optional` in an `@objc` protocol; here each has a default
  /// that does what Bond v4 did when the method was missing, so a conforming type implements
  /// only the ones it needs. The names are Bond v4's, with Swift 3's unlabelled first argument
  /// and `IndexPath` for `NSIndexPath`.
  ///
  /// ```swift
  /// extension ViewController: BNDTableViewProxyDataSource {
  ///   func shouldReloadInsteadOfUpdateTableView(_ tableView: UITableView) -> Bool { false }
  ///   func tableView(_ tableView: UITableView, animationForRowAtIndexPaths indexPaths: [IndexPath])
  ///     -> UITableView.RowAnimation { .fade }
  /// }
  /// ```
  @preconcurrency @MainActor
  public protocol BNDTableViewProxyDataSource: AnyObject {
    /// The header title of `section`; none by default.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The footer title of `section`; none by default.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited (swiped to delete); `false` by default.
    func tableView(_ tableView: UITableView, canEditRowAtIndexPath indexPath: IndexPath) -> Bool
    /// Whether the row can be moved; `false` by default.
    func tableView(_ tableView: UITableView, canMoveRowAtIndexPath indexPath: IndexPath) -> Bool
    /// The section index titles; none by default.
    func sectionIndexTitlesForTableView(_ tableView: UITableView) -> [String]?
    /// The section an index title leads to; implement it with `sectionIndexTitlesForTableView`
    /// (the default stops the program, as Bond v4 did, with a message saying so).
    func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, atIndex index: Int
    ) -> Int
    /// The user deleted (or inserted) the row: change the nested arrays to match; nothing by
    /// default.
    func tableView(
      _ tableView: UITableView, commitEditingStyle editingStyle: UITableViewCell.EditingStyle,
      forRowAtIndexPath indexPath: IndexPath)
    /// The user moved the row: move it in the nested arrays (remove, then insert); nothing by
    /// default, and then the table reloads to show the arrays as they are.
    func tableView(
      _ tableView: UITableView, moveRowAtIndexPath sourceIndexPath: IndexPath,
      toIndexPath destinationIndexPath: IndexPath)
    /// Whether each change reloads the table instead of animating; `false` by default.
    func shouldReloadInsteadOfUpdateTableView(_ tableView: UITableView) -> Bool
    /// The animation of rows inserted, deleted or reloaded; `.automatic` by default.
    func tableView(
      _ tableView: UITableView, animationForRowAtIndexPaths indexPaths: [IndexPath]
    ) -> UITableView.RowAnimation
    /// The animation of sections inserted, deleted or reloaded; `.automatic` by default.
    func tableView(
      _ tableView: UITableView, animationForRowInSections sections: Set<Int>
    ) -> UITableView.RowAnimation
  }

  extension BNDTableViewProxyDataSource {
    /// No header title.
    public func tableView(
      _ tableView: UITableView, titleForHeaderInSection section: Int
    ) -> String? { nil }

    /// No footer title.
    public func tableView(
      _ tableView: UITableView, titleForFooterInSection section: Int
    ) -> String? { nil }

    /// Rows cannot be edited.
    public func tableView(
      _ tableView: UITableView, canEditRowAtIndexPath indexPath: IndexPath
    ) -> Bool { false }

    /// Rows cannot be moved.
    public func tableView(
      _ tableView: UITableView, canMoveRowAtIndexPath indexPath: IndexPath
    ) -> Bool { false }

    /// No section index.
    public func sectionIndexTitlesForTableView(_ tableView: UITableView) -> [String]? { nil }

    /// Stops the program: a table with index titles needs this method.
    public func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, atIndex index: Int
    ) -> Int {
      preconditionFailure(
        "BNDTableViewProxyDataSource: the table asked which section the index title \"\(title)\" "
          + "(at \(index)) leads to; implement tableView(_:sectionForSectionIndexTitle:atIndex:)")
    }

    /// Does nothing.
    public func tableView(
      _ tableView: UITableView, commitEditingStyle editingStyle: UITableViewCell.EditingStyle,
      forRowAtIndexPath indexPath: IndexPath
    ) {}

    /// Does nothing (the table reloads).
    public func tableView(
      _ tableView: UITableView, moveRowAtIndexPath sourceIndexPath: IndexPath,
      toIndexPath destinationIndexPath: IndexPath
    ) {}

    /// Changes animate.
    public func shouldReloadInsteadOfUpdateTableView(_ tableView: UITableView) -> Bool { false }

    /// `.automatic`.
    public func tableView(
      _ tableView: UITableView, animationForRowAtIndexPaths indexPaths: [IndexPath]
    ) -> UITableView.RowAnimation { .automatic }

    /// `.automatic`.
    public func tableView(
      _ tableView: UITableView, animationForRowInSections sections: Set<Int>
    ) -> UITableView.RowAnimation { .automatic }
  }
#endif
