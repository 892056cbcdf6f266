#if canImport(UIKit) && !os(watchOS)
  public import Foundation
  public import Kizuna
  internal import KizunaBond
  internal import KizunaUIKit
  public import UIKit

  /// Bond v4's proxy data source: what a table bound to nested observable arrays asks the app
  /// (titles, editing, reload instead of animating), in modern Swift spelling. Every
  /// requirement has a default, as Bond v4's were optional.
  ///
  /// Kizuna's spelling is a `TableConfiguration` on a `TableViewBinding`.
  @available(*, deprecated, message: "set a TableConfiguration on a TableViewBinding")
  @MainActor
  public protocol BNDTableViewProxyDataSource: AnyObject {
    /// The header title of `section`.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The footer title of `section`.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row at `indexPath` can be edited (swiped to delete).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the table reloads instead of animating each change.
    func shouldReloadInsteadOfUpdateTableView(_ tableView: UITableView) -> Bool
  }

  @available(*, deprecated, message: "set a TableConfiguration on a TableViewBinding")
  extension BNDTableViewProxyDataSource {
    /// No header title.
    public func tableView(
      _ tableView: UITableView, titleForHeaderInSection section: Int
    )
      -> String?
    { nil }
    /// No footer title.
    public func tableView(
      _ tableView: UITableView, titleForFooterInSection section: Int
    )
      -> String?
    { nil }
    /// Rows cannot be edited.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      false
    }
    /// Changes animate.
    public func shouldReloadInsteadOfUpdateTableView(_ tableView: UITableView) -> Bool { false }
  }

  extension MutableObservableArray {
    /// Bond v4's `bindTo(_:proxyDataSource:createCell:)`: shows these nested arrays in
    /// `tableView`, one section per inner array, with animated batches the table accepts.
    ///
    /// The binding lives in the table's `reactive.bag` (it ends with the table) and ends
    /// earlier when the returned disposable is disposed. Rows cannot be moved through it (Bond
    /// v4's moves went to the nested arrays; bind a `MutableObservableSectionedArray` with a
    /// `TableViewBinding` for a table whose rows the user moves).
    ///
    /// - Parameters:
    ///   - tableView: The table to drive; its data source becomes the binding.
    ///   - proxyDataSource: Titles, editing and reload-instead-of-animating; held weakly.
    ///   - createCell: Makes the cell for a row.
    /// - Returns: A disposable that ends the binding.
    @available(*, deprecated, message: "bind sectionedForTables().sections with a TableViewBinding")
    @MainActor @discardableResult
    public func bindTo<Item: Sendable>(
      _ tableView: UITableView, proxyDataSource: (any BNDTableViewProxyDataSource)? = nil,
      createCell:
        @escaping @MainActor (IndexPath, MutableObservableArray<Element>, UITableView) ->
        UITableViewCell
    ) -> any Disposable where Element == MutableObservableArray<Item> {
      let sections = sectionedForTables()
      var configuration = TableConfiguration<NoSectionMetadata, Item>()
      weak let proxy = proxyDataSource
      if proxy?.shouldReloadInsteadOfUpdateTableView(tableView) == true {
        configuration.updateStyle = .reloadData
      }
      configuration.headerTitle = { [weak tableView] _, section in
        guard let tableView else { return nil }
        return proxy?.tableView(tableView, titleForHeaderInSection: section)
      }
      configuration.footerTitle = { [weak tableView] _, section in
        guard let tableView else { return nil }
        return proxy?.tableView(tableView, titleForFooterInSection: section)
      }
      configuration.canEditRow = { [weak tableView] _, path in
        guard let tableView else { return false }
        return proxy?.tableView(tableView, canEditRowAt: path.indexPath) ?? false
      }
      let binding = TableViewBinding<NoSectionMetadata, Item>(
        tableView: tableView, configuration: configuration
      ) { [self] tableView, indexPath, _ in createCell(indexPath, self, tableView) }
      let observation = binding.binder.bind(sections.sections)
      // The binding, the sections and the observation live as long as the table's bag keeps
      // this disposable, or until it is disposed.
      let lifetime = BlockDisposable { [binding, sections] in
        observation.dispose()
        _ = (binding, sections)
      }
      lifetime.dispose(in: tableView.reactive.bag)
      return lifetime
    }
  }
#endif
