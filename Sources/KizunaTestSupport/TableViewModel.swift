public import Kizuna

/// A table view without UIKit that rejects every batch UIKit would reject: the oracle for
/// table bindings.
///
/// It takes batches as data, as Kizuna's `TableViewProtocol` hands them out
/// (``performBatch(_:animations:updateData:)``, ``apply(_:)``, ``reloadData()``), and keeps
/// what the table shows (``shown``). A batch is checked against UIKit's rules: deletes and reloads use paths before
/// the batch, inserts paths after it, moves go from before to after; per surviving section,
/// rows after = rows before + inserted - deleted + moved in - moved out; no path deleted and
/// reloaded, deleted and moved, reloaded and moved, or inserted and moved to; no two moves to
/// one target; no duplicates; no moves out of deleted or into inserted sections. A reload
/// counts as a delete and an insert at the same path, as in UIKit. A row move out of or into a
/// section that the batch moves is rejected too (tables do not accept such mixes reliably). In
/// strict mode it also
/// rejects reloads in a batch that moves, row changes inside a moved section, and section
/// reloads mixed with other changes. Every violation throws a named ``TableUpdateError``.
/// Then the batch is replayed: surviving rows keep their content, inserted and reloaded rows
/// are fetched from the data source, and the result must equal the data source.
///
/// ```swift
/// let oracle = TableViewModel<String, Int>(strict: true)
/// var data = [ArraySection(metadata: "A", items: [1, 2])]
/// oracle.dataSource = { data }
/// oracle.reloadData()
/// data[0].items.remove(at: 0)
/// try oracle.apply([.deleteRows([ItemPath(section: 0, item: 0)])])   // accepted
/// print(oracle.shown)   // prints "[A: [2]]"
/// ```
@MainActor
public final class TableViewModel<Metadata: Equatable, Item: Equatable>: TableViewProtocol {
  /// What the table shows: each section's metadata (header) and rows.
  public private(set) var shown: [ArraySection<Metadata, Item>] = []
  /// Where the table reads its data after each batch and on reload.
  public var dataSource: (@MainActor () -> [ArraySection<Metadata, Item>])?
  /// Whether the strict rules apply.
  public let isStrict: Bool
  /// Every error raised by the non-throwing table API, in order.
  public internal(set) var errors: [TableUpdateError] = []
  /// The number of accepted batches.
  public private(set) var batchCount = 0
  /// The number of reloads.
  public private(set) var reloadCount = 0
  /// The operations of every accepted batch, in order.
  public private(set) var acceptedBatches: [[TableOperation]] = []

  /// Creates an empty table.
  ///
  /// - Parameters:
  ///   - strict: Whether to apply the strict rules too.
  ///   - dataSource: Where the table reads its data.
  public init(
    strict: Bool = true,
    dataSource: (@MainActor () -> [ArraySection<Metadata, Item>])? = nil
  ) {
    isStrict = strict
    self.dataSource = dataSource
  }

  /// The number of sections shown.
  public var numberOfSections: Int { shown.count }

  /// The number of rows shown in `section`.
  public func numberOfRows(inSection section: Int) -> Int { shown[section].items.count }

  // MARK: Table API

  public func reloadData() {
    if isInsideMoveCallback { errors.append(.updateInsideMoveCallback) }
    shown = dataSource?() ?? []
    reloadCount += 1
  }

  /// Checks `operations` as one batch against the data source once `updateData` has switched
  /// it, and replays them into ``shown``; a rejected batch is recorded in ``errors``.
  public func performBatch(
    _ operations: [TableOperation], animations: TableAnimations, updateData: () -> Void
  ) {
    updateData()
    do { try apply(operations) } catch { errors.append(error) }
  }

  /// Moves a row the way a user's drag does: the table updates what it shows at once, then
  /// tells its data source (call `TableBinder/userMovedRow(from:to:)` next).
  ///
  /// - Parameters:
  ///   - from: The row's path before the drag.
  ///   - to: The row's path after the drag.
  public func simulateUserMove(from: ItemPath, to: ItemPath) {
    shown.apply(SectionedArrayEdit<Metadata, Item>.moveItem(from: from, to: to))
  }

  /// Moves a row the way a user's drag does, then runs the table's move callback: `callback`
  /// must tell the data source (`TableBinder/userMovedRow(from:to:)`). A batch or reload
  /// performed before the callback returns is rejected with
  /// ``TableUpdateError/updateInsideMoveCallback``: UIKit must not be updated from there.
  ///
  /// - Parameters:
  ///   - from: The row's path before the drag.
  ///   - to: The row's path after the drag.
  ///   - callback: The table's `tableView(_:moveRowAt:to:)`.
  public func simulateUserMove(from: ItemPath, to: ItemPath, callback: () -> Void) {
    simulateUserMove(from: from, to: to)
    isInsideMoveCallback = true
    callback()
    isInsideMoveCallback = false
  }

  private var isInsideMoveCallback = false

  // MARK: Checking and replaying

  /// Checks `operations` as one batch against the data source and, if UIKit would accept
  /// them, replays them into ``shown``.
  ///
  /// - Throws: The first rule the batch breaks. ``shown`` is then reloaded from the data
  ///   source, so that later batches are checked from a known state.
  public func apply(_ operations: [TableOperation]) throws(TableUpdateError) {
    guard let dataSource else { throw .missingDataSource }
    if isInsideMoveCallback {
      shown = dataSource()
      throw .updateInsideMoveCallback
    }
    let new = dataSource()
    do {
      shown = try replay(operations, old: shown, new: new)
      batchCount += 1
      acceptedBatches.append(operations)
    } catch {
      shown = new
      throw error
    }
  }

  private func replay(
    _ operations: [TableOperation], old: [ArraySection<Metadata, Item>],
    new: [ArraySection<Metadata, Item>]
  ) throws(TableUpdateError) -> [ArraySection<Metadata, Item>] {
    var deletedSections: Set<Int> = []
    var insertedSections: Set<Int> = []
    var reloadedSections: Set<Int> = []
    var sectionMoves: [(from: Int, to: Int)] = []
    var deletedRows: Set<ItemPath> = []
    var insertedRows: Set<ItemPath> = []
    var reloadedRows: Set<ItemPath> = []
    var rowMoves: [(from: ItemPath, to: ItemPath)] = []

    func oldSection(_ section: Int, _ name: String) throws(TableUpdateError) {
      guard (0..<old.count).contains(section) else {
        throw .sectionOutOfRange(name, section: section, count: old.count)
      }
    }
    func newSection(_ section: Int, _ name: String) throws(TableUpdateError) {
      guard (0..<new.count).contains(section) else {
        throw .sectionOutOfRange(name, section: section, count: new.count)
      }
    }
    func oldRow(_ path: ItemPath, _ name: String) throws(TableUpdateError) {
      try oldSection(path.section, name)
      let count = old[path.section].items.count
      guard (0..<count).contains(path.item) else { throw .rowOutOfRange(name, path, count: count) }
    }
    func newRow(_ path: ItemPath, _ name: String) throws(TableUpdateError) {
      try newSection(path.section, name)
      let count = new[path.section].items.count
      guard (0..<count).contains(path.item) else { throw .rowOutOfRange(name, path, count: count) }
    }

    // Collect, with ranges and duplicates.
    for operation in operations {
      switch operation {
      case .deleteSections(let sections):
        for section in sections {
          try oldSection(section, "deleteSections")
          guard deletedSections.insert(section).inserted else {
            throw .duplicateSection("deleteSections", section: section)
          }
        }
      case .insertSections(let sections):
        for section in sections {
          try newSection(section, "insertSections")
          guard insertedSections.insert(section).inserted else {
            throw .duplicateSection("insertSections", section: section)
          }
        }
      case .reloadSections(let sections):
        for section in sections {
          try oldSection(section, "reloadSections")
          try newSection(section, "reloadSections")
          guard reloadedSections.insert(section).inserted else {
            throw .duplicateSection("reloadSections", section: section)
          }
        }
      case .moveSection(let from, let to):
        try oldSection(from, "moveSection")
        try newSection(to, "moveSection")
        sectionMoves.append((from, to))
      case .deleteRows(let paths):
        for path in paths {
          try oldRow(path, "deleteRows")
          guard deletedRows.insert(path).inserted else { throw .duplicateRow("deleteRows", path) }
        }
      case .insertRows(let paths):
        for path in paths {
          try newSection(path.section, "insertRows")
          guard insertedRows.insert(path).inserted else { throw .duplicateRow("insertRows", path) }
        }
      case .reloadRows(let paths):
        for path in paths {
          try oldRow(path, "reloadRows")
          guard reloadedRows.insert(path).inserted else { throw .duplicateRow("reloadRows", path) }
        }
      case .moveRow(let from, let to):
        try oldRow(from, "moveRow")
        try newSection(to.section, "moveRow")
        rowMoves.append((from, to))
      }
    }

    // Section conflicts. A reload is a delete and an insert at the same index.
    var movedFromSections: Set<Int> = []
    var movedToSections: Set<Int> = []
    for section in reloadedSections where deletedSections.contains(section) {
      throw .sectionDeletedAndReloaded(section)
    }
    for (from, to) in sectionMoves {
      if deletedSections.contains(from) { throw .sectionDeletedAndMoved(from) }
      if reloadedSections.contains(from) { throw .sectionReloadedAndMoved(from) }
      guard movedFromSections.insert(from).inserted else {
        throw .twoSectionMovesFromSameSource(from)
      }
      guard movedToSections.insert(to).inserted else { throw .twoSectionMovesToSameTarget(to) }
      if insertedSections.contains(to) || reloadedSections.contains(to) {
        throw .sectionInsertedAndMovedTo(to)
      }
    }
    let goneSections = deletedSections.union(reloadedSections)
    let newSections = insertedSections.union(reloadedSections)
    for section in insertedSections where reloadedSections.contains(section) {
      throw .duplicateSection("insertSections", section: section)
    }

    // Item conflicts.
    var movedFromRows: Set<ItemPath> = []
    var movedToRows: Set<ItemPath> = []
    for path in deletedRows.union(reloadedRows).sorted() where goneSections.contains(path.section) {
      throw .rowChangeInDeletedSection(path)
    }
    for path in insertedRows.sorted() where newSections.contains(path.section) {
      throw .rowInsertIntoInsertedSection(path)
    }
    for path in reloadedRows.sorted() where deletedRows.contains(path) {
      throw .rowDeletedAndReloaded(path)
    }
    for path in reloadedRows.sorted() where insertedRows.contains(path) {
      throw .duplicateRow("insertRows", path)
    }
    for (from, to) in rowMoves {
      if goneSections.contains(from.section) { throw .moveFromDeletedSection(from) }
      if newSections.contains(to.section) { throw .moveIntoInsertedSection(to) }
      if deletedRows.contains(from) { throw .rowDeletedAndMoved(from) }
      if reloadedRows.contains(from) { throw .rowReloadedAndMoved(from) }
      guard movedFromRows.insert(from).inserted else { throw .twoRowMovesFromSameSource(from) }
      guard movedToRows.insert(to).inserted else { throw .twoRowMovesToSameTarget(to) }
      if insertedRows.contains(to) || reloadedRows.contains(to) { throw .rowInsertedAndMovedTo(to) }
    }

    // Item moves beside moves of their sections: rejected in every mode.
    for (from, to) in rowMoves {
      if movedFromSections.contains(from.section) { throw .rowMoveWithSectionMove(from) }
      if movedToSections.contains(to.section) { throw .rowMoveWithSectionMove(to) }
    }

    // Strict rules.
    if isStrict {
      let hasReloads = !reloadedRows.isEmpty || !reloadedSections.isEmpty
      if hasReloads && (!rowMoves.isEmpty || !sectionMoves.isEmpty) {
        throw .reloadInBatchWithMoves
      }
      let oldPaths = deletedRows.union(reloadedRows).union(movedFromRows)
      for path in oldPaths.sorted() where movedFromSections.contains(path.section) {
        throw .rowChangeInMovedSection(path)
      }
      for path in insertedRows.union(movedToRows).sorted()
      where movedToSections.contains(path.section) {
        throw .rowChangeInMovedSection(path)
      }
      if !reloadedSections.isEmpty
        && operations.contains(where: {
          if case .reloadSections = $0 { return false } else { return true }
        })
      {
        throw .sectionReloadMixedWithOtherChanges
      }
    }

    // Sections after the batch.
    let expectedSections = old.count - goneSections.count + newSections.count
    guard expectedSections == new.count else {
      throw .invalidNumberOfSections(expected: expectedSections, dataSource: new.count)
    }
    var sectionOrigin = [Int?](repeating: nil, count: new.count)
    for (from, to) in sectionMoves { sectionOrigin[to] = from }
    var staying = (0..<old.count).filter {
      !goneSections.contains($0) && !movedFromSections.contains($0)
    }[...]
    for section in 0..<new.count
    where !newSections.contains(section) && sectionOrigin[section] == nil {
      sectionOrigin[section] = staying.popFirst()
    }

    // Rows after the batch: check the counts, then build what is shown.
    let goneRows = deletedRows.union(reloadedRows)
    let newRows = insertedRows.union(reloadedRows)
    var moveSourceByTarget: [ItemPath: ItemPath] = [:]
    for (from, to) in rowMoves { moveSourceByTarget[to] = from }
    var result: [ArraySection<Metadata, Item>] = []
    for section in 0..<new.count {
      guard !newSections.contains(section), let origin = sectionOrigin[section] else {
        result.append(new[section])  // fetched from the data source
        continue
      }
      let before = old[origin].items.count
      let removed = goneRows.filter { $0.section == origin }.count
      let movedOut = movedFromRows.filter { $0.section == origin }.count
      let added = newRows.filter { $0.section == section }.count
      let movedIn = movedToRows.filter { $0.section == section }.count
      let expected = before - removed - movedOut + added + movedIn
      guard expected == new[section].items.count else {
        throw .invalidNumberOfRows(
          section: section, expected: expected, dataSource: new[section].items.count)
      }
      for path in newRows.union(movedToRows) where path.section == section {
        try newRow(path, "insertRows")
      }
      var stayingRows = old[origin].items.indices.filter { row in
        let path = ItemPath(section: origin, item: row)
        return !goneRows.contains(path) && !movedFromRows.contains(path)
      }[...]
      var rows: [Item] = []
      for row in 0..<expected {
        let path = ItemPath(section: section, item: row)
        if newRows.contains(path) {
          rows.append(new[section].items[row])
        } else if let from = moveSourceByTarget[path] {
          rows.append(old[from.section].items[from.item])
        } else {
          let kept = stayingRows.popFirst()!
          rows.append(old[origin].items[kept])
        }
      }
      result.append(ArraySection(metadata: old[origin].metadata, items: rows))
    }

    // The replayed table must show exactly the data source.
    for section in 0..<new.count {
      guard result[section].metadata == new[section].metadata else {
        throw .shownSectionDiffers(section)
      }
      for row in new[section].items.indices
      where result[section].items[row] != new[section].items[row] {
        throw .shownRowDiffers(ItemPath(section: section, item: row))
      }
    }
    return result
  }
}
