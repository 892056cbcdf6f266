public import Kizuna

/// A sectioned table view in the page, kept in step with a sectioned observable array by the
/// core's `TableBinder`.
///
/// The binder plans each change of the array into batches the table can take and keeps the
/// data the table shows; this control turns each batch into DOM changes (sections and rows
/// inserted, deleted and moved in order, new rows highlighted) and makes each row's cell: a
/// label and a ``WebTextField`` named after the row, or (for a table whose element says
/// `data-cell="button"`) a label, a detail label and a button, a ``WebButtonCell``. The user
/// can drag the rows of a text-field table; the page moves the row itself and reports the
/// move, which goes to `TableBinder/userMovedRow(from:to:)` and is never echoed back.
///
/// The page and the server can change the table at the same moment (the user drags a row
/// while a reversal is on its way to the page), so row changes name rows by id, and every
/// pass of table changes carries the table's new version. A move reports the version the page
/// showed: if it is the current one, the page's positions are the server's and the move is
/// taken as is. Otherwise the server, which stays the authority, applies the move to the row
/// by id and sends the whole ``TableLayout``, which brings the page to the server's order.
/// A page that cannot apply a change asks for a resync: the layout and every row's text.
///
/// ```swift
/// let table = WebTableView<String, TextInputRow>(
///   id: "table", in: page, rowID: { "row-\($0.id)" }, rowTitle: { $0.title },
///   bindCell: { row, field in row.text.bidirectionalBind(to: field.text) })
/// table.bind(model.sections).dispose(in: bag)
/// ```
///
/// A read-only or derived array binds the same way, and so does a flat one, as one section:
///
/// ```swift
/// let stories = WebTableView<String, FavouriteRow>(
///   id: "stories", in: page, rowID: { "story-\($0.storyID)" }, rowTitle: { $0.title },
///   bindCell: { row, cell in
///     cell.detail.text.value = row.starsText
///     return cell.button.tap.observeNext { model.toggleFavourite(storyID: row.storyID) }
///   })
/// stories.bind(model.visibleRows, metadata: "").dispose(in: bag)
/// ```
///
/// Runs on the main actor, like the binder.
@MainActor
public final class WebTableView<Metadata: Sendable, Item: Sendable>: WebControl,
  TableViewProtocol
{
  private struct Section {
    var title: String
    var rows: [String]
  }

  /// One row's cell: the binding to its item, and the ids of the controls made for it.
  private struct Cell {
    var binding: any Disposable
    var controlIDs: [String]
  }

  /// The DOM id of the table element.
  public nonisolated let id: String
  /// The binder that plans the updates and serves the data.
  public let binder: TableBinder<Metadata, Item>
  private weak let page: WebPage?
  private let rowID: @MainActor (Item) -> String
  private let rowTitle: @MainActor (Item) -> String
  /// Makes the controls of a row's cell (named after the row's id) and binds them to an item.
  private let makeCell: @MainActor (Item, _ rowID: String, WebPage) -> Cell
  private var shown: [Section] = []
  private var cells: [String: Cell] = [:]
  private var sectionChanges: (deleted: [Int], inserted: [Int]) = ([], [])
  /// The table's version: one more for each pass that changed the page's table.
  public private(set) var version = 0
  private var isVersionBumped = false

  /// Creates a table whose rows hold a text field, and adds it to `page`.
  ///
  /// - Parameters:
  ///   - id: The DOM id of the table element.
  ///   - page: The page that sends the table's changes.
  ///   - configuration: Update style, animations, header titles and permissions.
  ///   - rowID: A unique, stable DOM id for an item's row (its text field gets this id).
  ///   - rowTitle: The label of an item's row.
  ///   - bindCell: Binds a new row's item to its text field; the returned binding is disposed
  ///     when the row leaves the table.
  public convenience init(
    id: String, in page: WebPage,
    configuration: TableConfiguration<Metadata, Item> = TableConfiguration(),
    rowID: @escaping @MainActor (Item) -> String,
    rowTitle: @escaping @MainActor (Item) -> String,
    bindCell: @escaping @MainActor (Item, WebTextField) -> any Disposable
  ) {
    self.init(
      id: id, in: page, configuration: configuration, rowID: rowID, rowTitle: rowTitle,
      makeCell: { item, rowID, page in
        Cell(binding: bindCell(item, WebTextField(id: rowID, in: page)), controlIDs: [rowID])
      })
  }

  /// Creates a table whose rows hold a detail label and a button, and adds it to `page`; its
  /// element says `data-cell="button"`.
  ///
  /// - Parameters:
  ///   - id: The DOM id of the table element.
  ///   - page: The page that sends the table's changes.
  ///   - configuration: Update style, animations, header titles and permissions.
  ///   - rowID: A unique, stable DOM id for an item's row (its controls are named after it).
  ///   - rowTitle: The label of an item's row.
  ///   - bindCell: Binds a new row's item to its detail label and button; the returned
  ///     binding is disposed when the row leaves the table or its item is updated.
  public convenience init(
    id: String, in page: WebPage,
    configuration: TableConfiguration<Metadata, Item> = TableConfiguration(),
    rowID: @escaping @MainActor (Item) -> String,
    rowTitle: @escaping @MainActor (Item) -> String,
    bindCell: @escaping @MainActor (Item, WebButtonCell) -> any Disposable
  ) {
    self.init(
      id: id, in: page, configuration: configuration, rowID: rowID, rowTitle: rowTitle,
      makeCell: { item, rowID, page in
        let cell = WebButtonCell(rowID: rowID, in: page)
        return Cell(
          binding: bindCell(item, cell), controlIDs: [cell.detail.id, cell.button.id])
      })
  }

  private init(
    id: String, in page: WebPage, configuration: TableConfiguration<Metadata, Item>,
    rowID: @escaping @MainActor (Item) -> String,
    rowTitle: @escaping @MainActor (Item) -> String,
    makeCell: @escaping @MainActor (Item, String, WebPage) -> Cell
  ) {
    self.id = id
    self.page = page
    self.rowID = rowID
    self.rowTitle = rowTitle
    self.makeCell = makeCell
    binder = TableBinder(configuration: configuration)
    binder.table = self
    page.register(self)
  }

  /// Shows `array` and follows its changes until the returned disposable is disposed; the
  /// user's row moves are applied to `array`.
  public func bind(
    _ array: MutableObservableSectionedArray<Metadata, Item>
  )
    -> any Disposable
  {
    binder.bind(array)
  }

  /// Shows the read-only `array` (a derived one, say) and follows its changes until the
  /// returned disposable is disposed. A row the user drags goes back where the data has it.
  public func bind(_ array: ObservableSectionedArray<Metadata, Item>) -> any Disposable {
    binder.bind(array)
  }

  /// Shows the read-only flat `array` as one section with `metadata` and follows its changes
  /// until the returned disposable is disposed. A row the user drags goes back where the data
  /// has it.
  public func bind(_ array: ObservableArray<Item>, metadata: Metadata) -> any Disposable {
    binder.bind(array, metadata: metadata)
  }

  /// Takes a `move` event (the user dragged a row; the page already shows it moved) or a
  /// `resync` request (the page could not apply a change).
  public nonisolated func handle(_ event: ClientEvent) throws(WebEventError) {
    let failure: WebEventError? = MainActor.assumeIsolated {
      switch event.type {
      case .move: return userMoved(event)
      case .resync:
        resync()
        return nil
      default: return .unsupported(event.type, control: id)
      }
    }
    if let failure { throw failure }
  }

  private func userMoved(_ event: ClientEvent) -> WebEventError? {
    guard let rowID = event.rowID, let toSection = event.toSection, let toRow = event.toRow,
      let seenVersion = event.version
    else { return .unsupported(event.type, control: id) }
    guard let from = locate(rowID) else {
      // The row is gone on the server: the page still shows it; bring the page back.
      sendLayout()
      return nil
    }
    let isCurrent = seenVersion == version && shown.indices.contains(toSection)
    if isCurrent {
      let count = shown[toSection].rows.count - (from.section == toSection ? 1 : 0)
      if (0...count).contains(toRow) {
        move(from: from, to: ItemPath(section: toSection, item: toRow))
        return nil  // the page shows exactly this: no echo
      }
    }
    // The page dragged over positions the server has changed since (or out of range): apply
    // the user's intent to the row by id, then send the server's order, which the page takes.
    if shown.indices.contains(toSection) {
      let count = shown[toSection].rows.count - (from.section == toSection ? 1 : 0)
      move(from: from, to: ItemPath(section: toSection, item: min(max(toRow, 0), count)))
    }
    sendLayout()
    return nil
  }

  private func move(from: ItemPath, to: ItemPath) {
    let moved = shown[from.section].rows.remove(at: from.item)
    shown[to.section].rows.insert(moved, at: to.item)
    binder.userMovedRow(from: from, to: to)
  }

  /// Sends the whole structure; the page rearranges its rows to it.
  private func sendLayout() {
    guard let page else { return }
    version += 1
    page.enqueue(.layout(id, layout).tagged(version: version))
  }

  /// Sends the whole structure and every row's text, for a page that lost track.
  private func resync() {
    guard let page else { return }
    sendLayout()
    for rowID in shown.flatMap(\.rows) {
      for controlID in cells[rowID]?.controlIDs ?? [] {
        if let field = page.control(id: controlID) as? WebTextField {
          field.resend()
        } else {
          page.resendShown(id: controlID)
        }
      }
    }
  }

  /// The table as the server holds it (the binder's data), with each row's label.
  public var layout: TableLayout {
    TableLayout(
      sections: binder.snapshot.enumerated().map { index, section in
        TableLayout.Section(
          title: binder.headerTitle(forSection: index) ?? "",
          rows: section.items.map { TableLayout.Row(id: rowID($0), title: rowTitle($0)) })
      })
  }

  // MARK: TableViewProtocol

  /// Empties the table and shows the binder's data afresh.
  public func reloadData() {
    beginPass()
    emit(.reload(id))
    for cell in cells.values { cell.binding.dispose() }
    for controlID in cells.values.flatMap(\.controlIDs) { page?.unregister(id: controlID) }
    cells = [:]
    shown = []
    sectionChanges = ([], Array(binder.snapshot.indices))
    synchronize()
  }

  /// Switches to the batch's data, then brings the page to it in one pass.
  ///
  /// Rows are matched by id and section titles compared on every pass, so only section
  /// inserts, deletes and moves (which say which sections are new), row reloads (whose cells
  /// are bound afresh) and row inserts need the operations. A row deleted and inserted in one
  /// batch keeps its element (its id stays), and its cell is bound afresh to the inserted item.
  public func performBatch(
    _ operations: [TableOperation], animations: TableAnimations, updateData: () -> Void
  ) {
    beginPass()
    updateData()
    var deleted: [Int] = []
    var inserted: [Int] = []
    var insertedRows: [ItemPath] = []
    for operation in operations {
      switch operation {
      case .insertSections(let sections): inserted += sections
      case .deleteSections(let sections): deleted += sections
      case .moveSection(let from, let to):
        deleted.append(from)
        inserted.append(to)
      case .reloadRows(let paths): rebindCells(at: paths)
      case .insertRows(let paths): insertedRows += paths
      case .reloadSections, .deleteRows, .moveRow: break
      }
    }
    let boundBefore = Set(cells.keys)
    sectionChanges = (deleted, inserted)
    synchronize()
    // An inserted row whose id was on the page already (deleted and inserted in this batch)
    // kept its element and cell: bind the cell to the inserted item.
    rebindCells(
      at: insertedRows.filter { path in
        binder.snapshot.indices.contains(path.section)
          && binder.snapshot[path.section].items.indices.contains(path.item)
          && boundBefore.contains(rowID(binder.snapshot[path.section].items[path.item]))
      })
  }

  /// Rebinds the cells of the rows at `paths` (positions in the binder's data) to their items.
  private func rebindCells(at paths: [ItemPath]) {
    guard let page else { return }
    for path in paths where binder.snapshot.indices.contains(path.section) {
      let items = binder.snapshot[path.section].items
      guard items.indices.contains(path.item) else { continue }
      let id = rowID(items[path.item])
      dropCell(id, in: page)
      page.enqueue(.text("\(id)-label", rowTitle(items[path.item])))
      cells[id] = makeCell(items[path.item], id, page)
    }
  }

  /// Starts a pass of changes: the first table change of the pass bumps the version.
  private func beginPass() {
    isVersionBumped = false
  }

  /// Queues a table change tagged with the version of this pass.
  private func emit(_ change: DOMChange) {
    if !isVersionBumped {
      version += 1
      isVersionBumped = true
    }
    page?.enqueue(change.tagged(version: version))
  }

  // MARK: Synchronizing the page

  /// Changes the page from what it shows (`shown`) to the binder's data, in DOM order:
  /// deleted and moved-away sections, inserted sections, removed rows, then each position
  /// filled by a move or an insert.
  private func synchronize() {
    guard let page else { return }
    let target = binder.snapshot.enumerated().map { index, section in
      Section(
        title: binder.headerTitle(forSection: index) ?? "",
        rows: section.items.map(rowID))
    }
    let (deleted, inserted) = sectionChanges
    sectionChanges = ([], [])
    for section in Set(deleted).sorted(by: >) where shown.indices.contains(section) {
      emit(.deleteSection(id, section: section))
      for row in shown.remove(at: section).rows { dropCell(row, in: page) }
    }
    for section in Set(inserted).sorted() where section <= shown.count {
      emit(.insertSection(id, section: section, title: target[section].title))
      shown.insert(Section(title: target[section].title, rows: []), at: section)
    }
    if shown.count != target.count {
      // The recorded section changes do not explain the data: show it afresh (reloadData
      // inserts every section, so this cannot recur).
      return reloadData()
    }
    for (index, section) in target.enumerated() where shown[index].title != section.title {
      emit(.sectionTitle(id, section: index, title: section.title))
      shown[index].title = section.title
    }
    let wanted = Set(target.flatMap(\.rows))
    for section in shown.indices.reversed() {
      for row in shown[section].rows.indices.reversed()
      where !wanted.contains(shown[section].rows[row]) {
        emit(.deleteRow(id, rowID: shown[section].rows[row]))
        dropCell(shown[section].rows.remove(at: row), in: page)
      }
    }
    for (section, content) in target.enumerated() {
      for (position, rowID) in content.rows.enumerated() {
        if shown[section].rows.indices.contains(position), shown[section].rows[position] == rowID {
          continue
        }
        if let from = locate(rowID) {
          emit(.moveRow(id, rowID: rowID, toSection: section, toRow: position))
          shown[from.section].rows.remove(at: from.item)
          shown[section].rows.insert(rowID, at: position)
        } else {
          let item = binder.snapshot[section].items[position]
          shown[section].rows.insert(rowID, at: position)
          let placeholder = ItemPath(section: section, item: position)
          insertCell(item, id: rowID, at: placeholder, in: page)
        }
      }
    }
  }

  private func locate(_ rowID: String) -> ItemPath? {
    for (section, content) in shown.enumerated() {
      if let item = content.rows.firstIndex(of: rowID) {
        return ItemPath(section: section, item: item)
      }
    }
    return nil
  }

  private func insertCell(_ item: Item, id rowID: String, at path: ItemPath, in page: WebPage) {
    // The row element must exist before its field's first value arrives: insert, then bind.
    emit(.insertRow(id, section: path.section, row: path.item, rowID: rowID, title: rowTitle(item)))
    cells[rowID] = makeCell(item, rowID, page)
  }

  private func dropCell(_ rowID: String, in page: WebPage) {
    guard let cell = cells.removeValue(forKey: rowID) else { return }
    cell.binding.dispose()
    for controlID in cell.controlIDs { page.unregister(id: controlID) }
  }
}

/// The controls of a row of a button table (`data-cell="button"`): a detail label and a
/// button, named after the row: `<row id>-detail` and `<row id>-button`.
///
/// ```swift
/// bindCell: { row, cell in
///   cell.detail.text.value = row.starsText
///   cell.button.title.value = row.buttonTitle
///   return cell.button.tap.observeNext { model.toggleFavourite(storyID: row.storyID) }
/// }
/// ```
public final class WebButtonCell: Sendable {
  /// The detail label, beside the row's title.
  public let detail: WebLabel
  /// The button at the row's end.
  public let button: WebButton

  init(rowID: String, in page: WebPage) {
    detail = WebLabel(id: "\(rowID)-detail", in: page)
    button = WebButton(id: "\(rowID)-button", title: "", in: page)
  }
}
