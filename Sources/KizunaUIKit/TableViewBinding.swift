#if canImport(UIKit) && !os(watchOS)
  public import Foundation
  public import Kizuna
  public import UIKit

  /// Makes a `UITableView` show an observable (sectioned) array: the UIKit side of a
  /// ``Kizuna/TableBinder``.
  ///
  /// The binding becomes the table's data source and forwards everything to its ``binder``,
  /// which plans every change into batches the table accepts. Rows the user moves are applied
  /// to the array without being sent back to the table; rows the user deletes (swipe to
  /// delete, when ``TableConfiguration/canEditRow`` allows it) are removed from the array.
  ///
  /// The table keeps its binding alive: you need not hold the returned object. A new binding
  /// of the same table replaces the previous one, which stops touching the table.
  ///
  /// ```swift
  /// tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Contact")
  /// let binding = TableViewBinding<String, Contact>(tableView: tableView) { tableView, indexPath, contact in
  ///   let cell = tableView.reactive.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
  ///   cell.textLabel?.text = contact.name
  ///   return cell
  /// }
  /// binding.binder.configuration.headerTitle = { title, _ in title }
  /// binding.binder.bind(contacts).dispose(in: bag)
  /// ```
  ///
  /// The binding runs on the main actor; the bound array may be changed on any thread (changes
  /// reach the table on the main actor, in order).
  @MainActor
  public final class TableViewBinding<Metadata: Sendable, Item: Sendable>: NSObject,
    UITableViewDataSource, TableViewAdapter
  {
    /// The platform-neutral binder: bind arrays and set the configuration here.
    public let binder: TableBinder<Metadata, Item>
    /// The table; held weakly.
    public private(set) weak var tableView: UITableView?
    private let makeCell: @MainActor (UITableView, IndexPath, Item) -> UITableViewCell

    /// Becomes the data source of `tableView`.
    ///
    /// - Parameters:
    ///   - tableView: The table to drive.
    ///   - configuration: Update style, animations, titles and permissions.
    ///   - cell: Makes the cell for an item.
    public init(
      tableView: UITableView,
      configuration: TableConfiguration<Metadata, Item> = TableConfiguration(),
      cell: @escaping @MainActor (UITableView, IndexPath, Item) -> UITableViewCell
    ) {
      binder = TableBinder(configuration: configuration)
      self.tableView = tableView
      makeCell = cell
      super.init()
      binder.table = self
      tableView.dataSource = self
      tableView.reactive.storage.keepViewBinding(self)
    }

    // MARK: TableViewAdapter

    /// The table (``tableView``).
    public var adaptedView: UITableView? { tableView }

    /// Whether this binding is the data source of `view`: a binding that a newer one replaced
    /// never touches the table again.
    public func isDataSource(of view: UITableView) -> Bool { view.dataSource === self }

    /// Reloads the table.
    public func reload(_ view: UITableView) { view.reloadData() }

    /// Runs the batch in one `performBatchUpdates(_:completion:)`.
    public func performBatchUpdates(on view: UITableView, _ updates: @escaping () -> Void) {
      view.performBatchUpdates(updates, completion: nil)
    }

    /// Performs one operation with the configuration's animation for its kind.
    public func perform(
      _ operation: TableOperation, on view: UITableView, animations: TableAnimations
    ) {
      view.perform(operation) { operation in
        switch operation {
        case .insertSections, .insertRows: animations.insert.rowAnimation
        case .deleteSections, .deleteRows: animations.delete.rowAnimation
        default: animations.reload.rowAnimation
        }
      }
    }

    // MARK: UITableViewDataSource

    /// The number of sections the binder shows.
    public func numberOfSections(in tableView: UITableView) -> Int { binder.numberOfSections }

    /// The number of rows the binder shows in `section`.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      binder.numberOfRows(inSection: section)
    }

    /// The cell of the row at `indexPath`, made by the binding's cell closure.
    public func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    )
      -> UITableViewCell
    {
      makeCell(tableView, indexPath, binder.item(at: ItemPath(indexPath)))
    }

    /// The configuration's header title of `section`.
    public func tableView(
      _ tableView: UITableView, titleForHeaderInSection section: Int
    )
      -> String?
    {
      binder.headerTitle(forSection: section)
    }

    /// The configuration's footer title of `section`.
    public func tableView(
      _ tableView: UITableView, titleForFooterInSection section: Int
    )
      -> String?
    {
      binder.footerTitle(forSection: section)
    }

    /// Whether the configuration lets the user edit (swipe to delete) the row.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      binder.canEditRow(at: ItemPath(indexPath))
    }

    /// Whether the configuration lets the user move the row.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      binder.canMoveRow(at: ItemPath(indexPath))
    }

    /// The user moved a row: the binder moves it in the bound data without telling the table.
    public func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      binder.userMovedRow(from: ItemPath(sourceIndexPath), to: ItemPath(destinationIndexPath))
    }

    /// The user deleted a row (swipe to delete): the binder removes it from the bound data.
    public func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      guard editingStyle == .delete else { return }
      binder.userDeletedRow(at: ItemPath(indexPath))
    }
  }

  extension ItemPath {
    /// The path of the row at `indexPath`.
    public init(_ indexPath: IndexPath) {
      self.init(section: indexPath.section, item: indexPath.row)
    }

    /// This path as a table `IndexPath`.
    public var indexPath: IndexPath { IndexPath(row: item, section: section) }
  }

  extension TableAnimation {
    /// The matching `UITableView.RowAnimation`.
    public var rowAnimation: UITableView.RowAnimation {
      switch self {
      case .automatic: .automatic
      case .fade: .fade
      case .right: .right
      case .left: .left
      case .top: .top
      case .bottom: .bottom
      case .middle: .middle
      case .none: .none
      }
    }
  }
#endif
