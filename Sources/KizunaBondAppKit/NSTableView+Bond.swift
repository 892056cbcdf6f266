#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import AppKit
  internal import Kizuna
  public import KizunaBond
  internal import KizunaAppKit

  extension EventProducerType where EventType: ObservableArrayEventType {
    /// Bond v4's `bindTo(_:delegate:)` for AppKit: shows this array in `tableView`, one row per
    /// element, the delegate making each row's view, and updates the rows at its every change.
    ///
    /// ```swift
    /// contacts.bindTo(tableView, delegate: ContactsDelegate())
    /// contacts.append("Ann")  // the table inserts the row
    /// ```
    ///
    /// As Bond v4's: the table reloads once when bound; an insert, remove or update of
    /// elements inserts, removes or reloads their rows, with no animation; a reset reloads
    /// the rows. The table keeps the binding (and the delegate) until the returned disposable
    /// is disposed or the table is bound again. Unlike Bond v4's, which sent a batch's changes
    /// in its own coordinates, every change is planned by Kizuna's `TableBinder` and sent as
    /// NSTableView's sequential row changes (KizunaAppKit's `NSTableViewBinding`), so the
    /// table never receives a change it rejects.
    ///
    /// Change the array on the main thread, as Bond v4 required: the row views read it.
    ///
    /// - Parameters:
    ///   - tableView: The table to drive; it becomes the binding's data source and delegate.
    ///   - delegate: Makes the rows' views; kept strongly, as in Bond v4.
    /// - Returns: A disposable that ends the binding and clears the table's data source and
    ///   delegate.
    @preconcurrency @MainActor @discardableResult
    public func bindTo<Delegate: BNDTableViewDelegate>(
      _ tableView: NSTableView, delegate: Delegate
    ) -> any DisposableType where Delegate.Element == ArrayElement {
      let array = self as? KizunaBond.ObservableArray<ArrayElement> ?? crystallize()
      let dataSource = BNDTableViewDataSource(
        array: array, tableView: tableView, delegate: delegate)
      return BlockDisposable { [weak tableView] in
        dataSource.end()
        guard let tableView, tableView.delegate === dataSource else { return }
        tableView.dataSource = nil
        tableView.delegate = nil
      }
    }
  }

  /// The delegate of a table bound to an array: Bond v4's `BNDTableViewDataSource`, whose
  /// rows a KizunaAppKit `NSTableViewBinding` (the table's data source) keeps in step with
  /// the array.
  @MainActor
  final class BNDTableViewDataSource<Delegate: BNDTableViewDelegate>: NSObject,
    NSTableViewDelegate
  {
    private typealias Row = BondSectionsMirror<Delegate.Element>.Row

    private let binding: NSTableViewBinding<Row>
    /// The array as one section, whose changes the binding follows.
    private let mirror: BondSectionsMirror<Delegate.Element>
    private let delegate: Delegate
    private var subscription: (any Kizuna.Disposable)?

    init(
      array: KizunaBond.ObservableArray<Delegate.Element>, tableView: NSTableView,
      delegate: Delegate
    ) {
      self.delegate = delegate
      mirror = BondSectionsMirror(KizunaBond.ObservableArray([array]))
      // One update per array event, as Bond v4 made: reloads in the same update as the rest
      // (the rows' views read the array as it is after the event).
      var configuration = TableConfiguration<Void, Row>()
      configuration.updateStyle = .batches(.combined)
      binding = NSTableViewBinding(tableView: tableView, configuration: configuration) {
        tableView, row, _ in delegate.createCell(row, array: array, tableView: tableView)
      }
      super.init()
      tableView.delegate = self
      // The table holds its delegate weakly; the binding and the mirror live as long as this.
      tableView.reactive.storage.keepViewBinding(self)
      subscription = binding.binder.bind(mirror.sections.flattened(), metadata: ())
    }

    /// Stops following the array.
    func end() {
      subscription?.dispose()
      subscription = nil
    }

    func tableView(
      _ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int
    ) -> NSView? {
      binding.tableView(tableView, viewFor: tableColumn, row: row)
    }

    #if _runtime(_ObjC)
      // The delegate's other NSTableViewDelegate methods, as Bond v4 forwarded them.
      override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || (delegate as AnyObject).responds(to: aSelector)
      }

      override func forwardingTarget(for aSelector: Selector!) -> Any? {
        (delegate as AnyObject).responds(to: aSelector) ? (delegate as AnyObject) : nil
      }
    #endif
  }
#endif
