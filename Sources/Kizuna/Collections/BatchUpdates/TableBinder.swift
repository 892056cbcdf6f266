/// Keeps a table in step with an observable (sectioned) array: the platform-neutral heart of a
/// table binding.
///
/// The binder holds the data the table shows (``snapshot``) and serves it to the table's data
/// source. Each change set is planned with ``TableUpdatePlanner`` from that snapshot and
/// performed on the ``TableViewProtocol`` target, updating the snapshot inside each batch, so
/// the table and its data never disagree. When the user moves a row in the table, call
/// ``userMovedRow(from:to:)``: the move is applied to the data, and its change set is *not*
/// echoed back to the table, which already shows it (echoing it crashed the original with
/// "NSInternalInconsistencyException"). Any change set that does not follow from the snapshot
/// leads to a full reload, never to a batch the table would reject.
///
/// Runs on the main actor. ``bind(_:)`` expects the bound array to be mutated on the main
/// actor (it traps otherwise); to feed changes made elsewhere, observe the array yourself and
/// call ``apply(_:)`` on the main actor, in the order the change sets arrive. Bind one array at
/// a time: dispose the previous binding before binding another.
///
/// ```swift
/// let rows = MutableObservableSectionedArray([ArraySection(metadata: "Today", items: ["a"])])
/// let binder = TableBinder<String, String>(table: table)
/// binder.bind(rows).dispose(in: bag)   // table.reloadData()
/// rows.appendItem("b", toSection: 0)   // table.insertRows(at: [[0, 1]], with: .automatic)
/// print(binder.numberOfRows(inSection: 0))   // prints "2"
/// ```
@MainActor
public final class TableBinder<SectionMetadata: Sendable, Item: Sendable> {
  /// The data the table shows, served by ``numberOfSections``, ``item(at:)`` and the rest.
  public private(set) var snapshot: [ArraySection<SectionMetadata, Item>] = []
  /// How to update the table and answer its questions.
  public var configuration: TableConfiguration<SectionMetadata, Item>
  /// The table; held weakly.
  public weak var table: (any TableViewProtocol)?

  private var pendingUserMoves: [CollectionMove<ItemPath>] = []
  private var moveHandler: ((ItemPath, ItemPath) -> Void)?

  /// Creates a binder for `table`.
  ///
  /// - Parameters:
  ///   - table: The table to update; held weakly. Set it later with ``table`` if needed.
  ///   - configuration: Update style, animations, titles and permissions.
  public init(
    table: (any TableViewProtocol)? = nil,
    configuration: TableConfiguration<SectionMetadata, Item> = TableConfiguration()
  ) {
    self.table = table
    self.configuration = configuration
  }

  /// Shows `array` in the table and follows its changes until the returned disposable is
  /// disposed; user moves are applied to `array`.
  ///
  /// - Parameter array: The data; mutate it on the main actor.
  /// - Returns: A disposable that ends the binding.
  public func bind(
    _ array: MutableObservableSectionedArray<SectionMetadata, Item>
  )
    -> any Disposable
  {
    moveHandler = { [weak array] from, to in array?.moveItem(from: from, to: to) }
    return array.observeNext { [weak self] change in
      MainActor.assumeIsolated { self?.apply(change) }
    }
  }

  /// Shows a flat `array` as a table with one section and follows its changes until the
  /// returned disposable is disposed; user moves are applied to `array`.
  ///
  /// - Parameters:
  ///   - array: The data; mutate it on the main actor.
  ///   - metadata: The metadata of the single section.
  /// - Returns: A disposable that ends the binding.
  public func bind(
    _ array: MutableObservableArray<Item>, metadata: SectionMetadata
  )
    -> any Disposable
  {
    moveHandler = { [weak array] from, to in
      precondition(
        from.section == 0 && to.section == 0,
        "Kizuna: a flat array has one section; cannot move \(from) to \(to)")
      array?.move(from: from.item, to: to.item)
    }
    return array.observeNext { [weak self] change in
      MainActor.assumeIsolated { self?.apply(change.sectioned(metadata: metadata)) }
    }
  }

  /// Brings the table to `change.collection`.
  ///
  /// Initial and replacement change sets reload the table; edits are planned from
  /// ``snapshot`` and performed as batches (or as a reload, per ``configuration``). The echo
  /// of a move made with ``userMovedRow(from:to:)`` only updates the snapshot.
  public func apply(_ change: SectionedArrayChangeset<SectionMetadata, Item>) {
    if let expected = pendingUserMoves.first {
      if change.kind == .edits, change.patch.count == 1,
        case .moveItem(let from, let to) = change.patch[0], from == expected.from,
        to == expected.to
      {
        pendingUserMoves.removeFirst()
        snapshot = change.collection
        return
      }
      // The data changed in another way first: the table and the data part ways, so show the
      // data as it is.
      pendingUserMoves.removeAll()
      reload(change.collection)
      return
    }
    guard let table else {
      snapshot = change.collection
      return
    }
    switch configuration.updateStyle {
    case .reloadData:
      reload(change.collection)
    case .batches(let mode):
      let animations = configuration.animations
      for update in TableUpdatePlanner.plan(from: snapshot, to: change, mode: mode) {
        switch update {
        case .reloadData(let data):
          reload(data)
        case .batch(let operations, let data):
          table.performBatchUpdates {
            snapshot = data
            for operation in operations { table.perform(operation, animations: animations) }
          }
        }
      }
    }
  }

  /// Records a move the user made in the table and applies it to the bound data, without
  /// sending it back to the table.
  ///
  /// Call it from the table's "move row" callback (`tableView(_:moveRowAt:to:)`).
  ///
  /// - Parameters:
  ///   - from: The row's path before the move.
  ///   - to: The row's path after the move.
  public func userMovedRow(from: ItemPath, to: ItemPath) {
    guard from != to else { return }
    snapshot.apply(SectionedArrayEdit<SectionMetadata, Item>.moveItem(from: from, to: to))
    guard let moveHandler else { return }
    pendingUserMoves.append(CollectionMove(from: from, to: to))
    moveHandler(from, to)
  }

  private func reload(_ data: [ArraySection<SectionMetadata, Item>]) {
    snapshot = data
    table?.reloadData()
  }

  // MARK: Data source

  /// The number of sections shown.
  public var numberOfSections: Int { snapshot.count }

  /// The number of rows shown in `section`.
  public func numberOfRows(inSection section: Int) -> Int {
    checkIndex(section, in: 0..<snapshot.count, "section")
    return snapshot[section].items.count
  }

  /// The item shown at `path`.
  public func item(at path: ItemPath) -> Item {
    checkIndex(path.section, in: 0..<snapshot.count, "section")
    checkIndex(path.item, in: 0..<snapshot[path.section].items.count, "row")
    return snapshot[path.section].items[path.item]
  }

  /// The metadata of the section shown at `section`.
  public func metadata(ofSection section: Int) -> SectionMetadata {
    checkIndex(section, in: 0..<snapshot.count, "section")
    return snapshot[section].metadata
  }

  /// The header title of `section`, from ``TableConfiguration/headerTitle``.
  public func headerTitle(forSection section: Int) -> String? {
    configuration.headerTitle?(metadata(ofSection: section), section)
  }

  /// The footer title of `section`, from ``TableConfiguration/footerTitle``.
  public func footerTitle(forSection section: Int) -> String? {
    configuration.footerTitle?(metadata(ofSection: section), section)
  }

  /// Whether the row at `path` can be edited, from ``TableConfiguration/canEditRow``.
  public func canEditRow(at path: ItemPath) -> Bool {
    configuration.canEditRow(item(at: path), path)
  }

  /// Whether the row at `path` can be moved, from ``TableConfiguration/canMoveRow``.
  public func canMoveRow(at path: ItemPath) -> Bool {
    configuration.canMoveRow(item(at: path), path)
  }
}
