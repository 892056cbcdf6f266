#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit
  public import Kizuna

  /// Makes a view-based `NSTableView` show an observable array: the AppKit side of a
  /// ``Kizuna/TableBinder`` (one section).
  ///
  /// The binding becomes the table's data source and delegate, and the table keeps it
  /// (``Kizuna/ReactiveStorage/keepViewBinding(_:)``): dropping the returned binding does not
  /// empty the table, and a newer binding of the table replaces it (the older one stops
  /// touching the table). Each batch the
  /// binder plans (in UIKit's coordinates) is performed as the steps of
  /// ``Kizuna/SequentialRowStep``, between `beginUpdates()` and `endUpdates()`, because
  /// NSTableView applies each row change at once. A batch that changes sections (a sectioned
  /// array bound to ``binder``) reloads the table instead, which shows section 0.
  ///
  /// ```swift
  /// let binding = NSTableViewBinding<Contact>(tableView: tableView) { tableView, row, contact in
  ///   NSTextField(labelWithString: contact.name)
  /// }
  /// binding.bind(contacts).dispose(in: reactive.bag)
  /// ```
  ///
  /// Everything runs on the main actor; mutate the bound array on the main actor (or bind it
  /// with ``bind(_:)``, which brings other threads' changes to the main actor).
  @MainActor
  public final class NSTableViewBinding<Item: Sendable>: NSObject, NSTableViewDataSource,
    NSTableViewDelegate, TableViewProtocol
  {
    /// The platform-neutral binder: set the configuration here (titles are not shown).
    public let binder: TableBinder<Void, Item>
    /// The table; held weakly.
    public private(set) weak var tableView: NSTableView?
    private let makeView: @MainActor (NSTableView, Int, Item) -> NSView?

    /// Becomes the data source and delegate of `tableView`, which keeps the binding.
    ///
    /// - Parameters:
    ///   - tableView: The table to drive.
    ///   - configuration: Update style and animations.
    ///   - view: Makes the view of a row for an item (`tableView(_:viewFor:row:)`).
    public init(
      tableView: NSTableView,
      configuration: TableConfiguration<Void, Item> = TableConfiguration(),
      view: @escaping @MainActor (NSTableView, Int, Item) -> NSView?
    ) {
      binder = TableBinder(configuration: configuration)
      self.tableView = tableView
      makeView = view
      super.init()
      binder.table = self
      tableView.dataSource = self
      tableView.delegate = self
      // The table holds its data source and delegate weakly: its storage keeps the binding,
      // and a newer binding of the table replaces it.
      tableView.reactive.storage.keepViewBinding(self)
    }

    /// The table, while this binding is its data source: a binding that a newer one replaced
    /// never touches the table again.
    private var attachedTable: NSTableView? {
      guard let tableView, tableView.dataSource === self else { return nil }
      return tableView
    }

    /// Shows `array` and follows its changes until the returned disposable is disposed; rows
    /// the user moves (``userMovedRow(from:to:)``) are moved in `array`.
    ///
    /// - Parameters:
    ///   - array: The data; mutate it anywhere.
    ///   - fileID: The caller's file, recorded for `LiveBindings`; leave the default.
    ///   - filePath: The caller's file path; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    /// - Returns: A disposable that ends the binding.
    public func bind(
      _ array: MutableObservableArray<Item>,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) -> any Disposable {
      binder.bind(
        array, metadata: (), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Moves a row the user dragged: in the data (``Kizuna/TableBinder/userMovedRow(from:to:)``)
    /// and then in the table (`moveRow(at:to:)`). Call it from the table's drop handler.
    ///
    /// ```swift
    /// // In tableView(_:acceptDrop:row:dropOperation:), with the dragged row's index:
    /// binding.userMovedRow(from: source, to: dropRow > source ? dropRow - 1 : dropRow)
    /// ```
    ///
    /// - Parameters:
    ///   - oldIndex: The row's index before the move.
    ///   - newIndex: Its index after the move.
    public func userMovedRow(from oldIndex: Int, to newIndex: Int) {
      binder.userMovedRow(
        from: ItemPath(section: 0, item: oldIndex), to: ItemPath(section: 0, item: newIndex))
      guard oldIndex != newIndex else { return }
      attachedTable?.moveRow(at: oldIndex, to: newIndex)
    }

    // MARK: TableViewProtocol

    /// Reloads every row.
    public func reloadData() { attachedTable?.reloadData() }

    /// Switches the data source, then performs the batch as sequential steps between
    /// `beginUpdates()` and `endUpdates()`; a batch that changes sections reloads instead.
    public func performBatch(
      _ operations: [TableOperation], animations: TableAnimations, updateData: () -> Void
    ) {
      guard let tableView = attachedTable else { return updateData() }
      let oldRowCount = tableView.numberOfRows
      updateData()
      guard let steps = SequentialRowStep.steps(for: operations, oldRowCount: oldRowCount) else {
        return tableView.reloadData()
      }
      tableView.beginUpdates()
      for step in steps {
        switch step {
        case .insert(let row):
          tableView.insertRows(
            at: IndexSet(integer: row), withAnimation: animations.insert.animationOptions)
        case .remove(let row):
          tableView.removeRows(
            at: IndexSet(integer: row), withAnimation: animations.delete.animationOptions)
        case .move(let from, let to):
          tableView.moveRow(at: from, to: to)
        case .reload(let row):
          tableView.reloadData(
            forRowIndexes: IndexSet(integer: row),
            columnIndexes: IndexSet(integersIn: 0..<tableView.numberOfColumns))
        }
      }
      tableView.endUpdates()
    }

    // MARK: NSTableViewDataSource, NSTableViewDelegate

    /// The number of rows the binder shows (a table has one section).
    public func numberOfRows(in tableView: NSTableView) -> Int {
      binder.numberOfSections == 0 ? 0 : binder.numberOfRows(inSection: 0)
    }

    /// The view of `row`, made by the binding's view closure.
    public func tableView(
      _ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int
    ) -> NSView? {
      makeView(tableView, row, binder.item(at: ItemPath(section: 0, item: row)))
    }
  }

  extension TableAnimation {
    /// The nearest `NSTableView.AnimationOptions`.
    fileprivate var animationOptions: NSTableView.AnimationOptions {
      switch self {
      case .automatic, .fade: .effectFade
      case .right: .slideRight
      case .left: .slideLeft
      case .top: .slideDown
      case .bottom: .slideUp
      case .middle: .effectGap
      case .none: []
      }
    }
  }
#endif
