#if canImport(UIKit) && !os(watchOS)
  internal import Foundation
  internal import Kizuna
  public import KizunaBond
  internal import KizunaUIKit
  public import UIKit

  extension EventProducerType
  where
    EventType: ObservableArrayEventType,
    EventType.ObservableArrayEventSequenceType.Element: EventProducerType,
    EventType.ObservableArrayEventSequenceType.Element.EventType: ObservableArrayEventType
  {
    /// The elements of the rows.
    public typealias RowElement = EventType.ObservableArrayEventSequenceType.Element.EventType
      .ObservableArrayEventSequenceType.Element

    /// Bond v4's `bindTo(_:proxyDataSource:createCell:)`: shows these nested arrays in
    /// `tableView`, one section per inner array, and animates their every change.
    ///
    /// ```swift
    /// sectionRowData.bindTo(tableView, proxyDataSource: self) { indexPath, dataSource, tableView in
    ///   let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    ///   dataSource[indexPath.section][indexPath.row].title.bindTo(cell.bnd_title).disposeIn(cell.bnd_bag)
    ///   return cell
    /// }
    /// ```
    ///
    /// As Bond v4's: the table's data source becomes the binding, which keeps it until
    /// disposed or replaced; an insert, remove or update of a row animates that row (the
    /// proxy's `animationForRowAtIndexPaths`), of a section that section
    /// (`animationForRowInSections`), a section replaced in place or reset is reloaded, a
    /// whole reset reloads the table, and `shouldReloadInsteadOfUpdateTableView` turns every
    /// change into a reload. Unlike Bond v4's, every batch is planned by Kizuna's
    /// `TableBinder`, so the table never receives a batch it rejects, including when the user
    /// moves a row and the proxy moves it in the arrays (the crash the seed article reports).
    ///
    /// Change the arrays on the main thread, as Bond v4 required: the cells read them.
    ///
    /// - Parameters:
    ///   - tableView: The table to drive.
    ///   - proxyDataSource: Titles, editing, moves, animations; held weakly.
    ///   - createCell: Makes the cell for a row, from the index path and the arrays.
    /// - Returns: A disposable that ends the binding (the table keeps showing what it shows).
    @preconcurrency @MainActor @discardableResult
    public func bindTo(
      _ tableView: UITableView, proxyDataSource: (any BNDTableViewProxyDataSource)? = nil,
      createCell:
        @escaping (
          IndexPath, KizunaBond.ObservableArray<KizunaBond.ObservableArray<RowElement>>, UITableView
        )
        -> UITableViewCell
    ) -> any DisposableType {
      let array =
        self as? KizunaBond.ObservableArray<KizunaBond.ObservableArray<RowElement>>
        ?? self.map { $0.crystallize() }.crystallize()
      let dataSource = BNDTableViewDataSource(
        array: array, tableView: tableView, proxyDataSource: proxyDataSource,
        createCell: createCell)
      return BlockDisposable { [weak tableView] in
        dataSource.end()
        if let tableView, tableView.dataSource === dataSource { tableView.dataSource = nil }
      }
    }
  }

  /// The data source of a table bound to nested arrays: Bond v4's `BNDTableViewDataSource`,
  /// with a Kizuna `TableBinder` planning the batches from the arrays' shape.
  @MainActor
  final class BNDTableViewDataSource<Element>: BNDViewDataSource<
    Element, UITableView, any BNDTableViewProxyDataSource
  >, UITableViewDataSource
  {
    private let createCell: (IndexPath, Arrays, UITableView) -> UITableViewCell

    init(
      array: Arrays, tableView: UITableView, proxyDataSource: (any BNDTableViewProxyDataSource)?,
      createCell: @escaping (IndexPath, Arrays, UITableView) -> UITableViewCell
    ) {
      self.createCell = createCell
      super.init(array: array, view: tableView) { [weak proxyDataSource] in proxyDataSource }
      binder.configuration.canEditRow = { [weak self] _, path in
        self?.ask { $0.tableView($1, canEditRowAtIndexPath: path.indexPath) } ?? false
      }
      binder.configuration.canMoveRow = { [weak self] _, path in
        self?.ask { $0.tableView($1, canMoveRowAtIndexPath: path.indexPath) } ?? false
      }
      tableView.dataSource = self
      attach(to: tableView)
    }

    override func isDataSource(of view: UITableView) -> Bool { view.dataSource === self }

    override func reload(_ view: UITableView) { view.reloadData() }

    override func proxyAsksForReload(
      _ proxy: any BNDTableViewProxyDataSource, _ view: UITableView
    ) -> Bool {
      proxy.shouldReloadInsteadOfUpdateTableView(view)
    }

    override func performBatchUpdates(
      _ operations: [TableOperation], on view: UITableView, updateData: () -> Void
    ) {
      withoutActuallyEscaping(updateData) { updateData in
        view.performBatchUpdates(
          {
            updateData()
            for operation in operations {
              view.perform(operation) { self.animation(of: $0) }
            }
          }, completion: nil)
      }
    }

    /// The proxy's animation for an operation's rows or sections; `.automatic` without one.
    private func animation(of operation: TableOperation) -> UITableView.RowAnimation {
      let answer: UITableView.RowAnimation?
      switch operation {
      case .insertSections(let sections), .deleteSections(let sections),
        .reloadSections(let sections):
        answer = ask { $0.tableView($1, animationForRowInSections: Set(sections)) }
      case .insertRows(let paths), .deleteRows(let paths), .reloadRows(let paths):
        answer = ask { $0.tableView($1, animationForRowAtIndexPaths: paths.map(\.indexPath)) }
      case .moveSection, .moveRow:
        answer = nil
      }
      return answer ?? .automatic
    }

    // MARK: UITableViewDataSource

    func numberOfSections(in tableView: UITableView) -> Int { binder.numberOfSections }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      binder.numberOfRows(inSection: section)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      createCell(indexPath, array, tableView)
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      ask { $0.tableView($1, titleForHeaderInSection: section) } ?? nil
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      ask { $0.tableView($1, titleForFooterInSection: section) } ?? nil
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      binder.canEditRow(at: ItemPath(indexPath))
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      binder.canMoveRow(at: ItemPath(indexPath))
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      ask { $0.sectionIndexTitlesForTableView($1) } ?? nil
    }

    func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
      guard
        let section = ask({ $0.tableView($1, sectionForSectionIndexTitle: title, atIndex: index) })
      else {
        preconditionFailure(
          "bindTo(_:proxyDataSource:createCell:): the table asked which section the index title "
            + "\"\(title)\" (at \(index)) leads to, and there is no proxy data source to answer")
      }
      return section
    }

    func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      ask { $0.tableView($1, commitEditingStyle: editingStyle, forRowAtIndexPath: indexPath) }
    }

    func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      userMoved(from: ItemPath(sourceIndexPath), to: ItemPath(destinationIndexPath)) {
        $0.tableView($1, moveRowAtIndexPath: sourceIndexPath, toIndexPath: destinationIndexPath)
      }
    }
  }
#endif
