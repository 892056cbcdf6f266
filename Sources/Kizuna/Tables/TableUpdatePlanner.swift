/// Turns a change of sectioned data into table updates that a `UITableView` or
/// `UICollectionView` accepts.
///
/// In ``Mode/strict`` mode (the default) the change is split into stages that are each
/// trivially valid: removals, section moves, row moves, insertions, row reloads, section
/// reloads (empty stages are skipped; without section moves, removals, row moves and
/// insertions form one stage). Reloads never share a batch with moves, rows never change inside
/// a moved section, and section reloads are alone. Each stage carries the data the data source
/// must serve during it. In ``Mode/combined`` mode the change is one batch that follows UIKit's
/// documented rules: reloads that would land on a different path become a delete and an
/// insert, and changed sections are deleted and inserted (or reloaded in place).
///
/// In every mode, row moves never share a batch with a move of their section: tables are known
/// not to accept row moves mixed with section moves reliably (IGListKit turns them into a
/// delete and an insert too). Strict mode moves rows in a stage after the section moves;
/// combined mode deletes and inserts a row that moves out of or into a moved section.
///
/// ```swift
/// let old = [ArraySection(metadata: "A", items: ["x", "y"])]
/// let change = SectionedArrayChangeset(
///   collection: [ArraySection(metadata: "A", items: ["Y", "x"])],
///   patch: [.moveItem(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 0, item: 0)),
///           .updateItem("Y", at: ItemPath(section: 0, item: 0))],
///   oldItemCounts: [2])
/// for update in TableUpdatePlanner.plan(from: old, to: change) { print(update.operations) }
/// // prints "[moveRow([0, 1] -> [0, 0])]"
/// // prints "[reloadRows([[0, 0]])]"
/// ```
public enum TableUpdatePlanner {
  /// How the planner splits a change into batches.
  public enum Mode: Hashable, Sendable {
    /// Several small batches, each safe on every UIKit version (the default).
    case strict
    /// One batch following UIKit's documented rules.
    case combined
  }

  /// Plans the updates that take a table from showing `old` to showing the change's collection.
  ///
  /// - Parameters:
  ///   - old: The data the table shows now; the change set must start from it.
  ///   - change: The change; an ``ChangesetKind/initial`` or ``ChangesetKind/replacement``
  ///     change, or one whose diff does not fit `old`, is planned as one reload.
  ///   - mode: How to split the change into batches.
  /// - Returns: The updates in order; empty if nothing changed.
  /// - Complexity: O(*n* log *n*) for *n* rows; O(*s*) for *s* sections when the change is
  ///   one insert, delete, update or move.
  public static func plan<Metadata, Item>(
    from old: [ArraySection<Metadata, Item>],
    to change: SectionedArrayChangeset<Metadata, Item>,
    mode: Mode = .strict
  ) -> [TableUpdate<Metadata, Item>] {
    let new = change.collection
    guard change.kind == .edits,
      fits(
        change.diff, oldItemCounts: old.map { $0.items.count },
        newItemCounts: new.map { $0.items.count })
    else { return [.reloadData(new)] }
    return planFitting(from: old, to: change, mode: mode)
  }

  /// Plans an edit change set whose diff ``fits(_:oldItemCounts:newItemCounts:)`` `old`.
  static func planFitting<Metadata, Item>(
    from old: [ArraySection<Metadata, Item>],
    to change: SectionedArrayChangeset<Metadata, Item>,
    mode: Mode
  ) -> [TableUpdate<Metadata, Item>] {
    let new = change.collection
    if change.diff.isEmpty { return [] }
    if let one = planOneChange(from: old, to: change, checked: false) { return one }
    let mapping = SectionedDiffBuilder.mapping(
      of: change.diff, oldItemCounts: old.map { $0.items.count },
      newItemCounts: new.map { $0.items.count })
    switch mode {
    case .strict: return strictPlan(old: old, new: new, diff: change.diff, mapping: mapping)
    case .combined: return [combinedPlan(new: new, diff: change.diff, mapping: mapping)]
    }
  }

  /// The plan of an edit change set whose diff holds one change, or `nil` for any other.
  ///
  /// One change needs no staging and no mapping: it is one batch of one operation, serving the
  /// change's collection, in every mode. When `checked` is `false`, the caller has already
  /// checked the diff against `old` (``fits(_:oldItemCounts:newItemCounts:)``); otherwise the
  /// change's positions and the counts of the sections it touches are checked here, in O(1):
  /// enough for a change set that is correct by construction (made by an observable array
  /// from the data `old` shows), and `nil` if they do not fit.
  ///
  /// - Complexity: O(1).
  static func planOneChange<Metadata, Item>(
    from old: [ArraySection<Metadata, Item>],
    to change: SectionedArrayChangeset<Metadata, Item>, checked: Bool
  ) -> [TableUpdate<Metadata, Item>]? {
    oneOperation(from: old, to: change, checked: checked).map {
      [.batch([$0], snapshot: change.collection)]
    }
  }

  /// The one operation of ``planOneChange(from:to:checked:)``'s batch, or `nil` where it has
  /// no plan: for a binder that performs it at once, with no plan to build and take apart.
  ///
  /// - Complexity: O(1).
  @inlinable
  static func oneOperation<Metadata, Item>(
    from old: [ArraySection<Metadata, Item>],
    to change: SectionedArrayChangeset<Metadata, Item>, checked: Bool
  ) -> TableOperation? {
    guard change.kind == .edits else { return nil }
    let sections = change.diff.sections
    let items = change.diff.items
    guard sections.count + items.count == 1 else { return nil }
    let new = change.collection
    let operation: TableOperation
    if sections.count == 1 {
      if let index = sections.inserts.first {
        guard !checked || (new.count == old.count + 1 && (0...old.count).contains(index)) else {
          return nil
        }
        operation = .insertSections([index])
      } else if let index = sections.deletes.first {
        guard !checked || (new.count == old.count - 1 && old.indices.contains(index)) else {
          return nil
        }
        operation = .deleteSections([index])
      } else if let index = sections.updates.first {
        guard !checked || (new.count == old.count && old.indices.contains(index)) else {
          return nil
        }
        operation = .reloadSections([index])
      } else {
        let move = sections.moves[0]
        guard
          !checked
            || (new.count == old.count && old.indices.contains(move.from)
              && old.indices.contains(move.to) && move.from != move.to)
        else { return nil }
        operation = .moveSection(move.from, to: move.to)
      }
    } else {
      guard !checked || new.count == old.count else { return nil }
      func count(_ section: Int, in data: [ArraySection<Metadata, Item>]) -> Int {
        data[section].items.count
      }
      func contains(_ path: ItemPath, growth: Int) -> Bool {
        guard old.indices.contains(path.section) else { return false }
        let oldCount = count(path.section, in: old)
        let newCount = count(path.section, in: new)
        return newCount == oldCount + growth
          && (0..<(growth > 0 ? newCount : oldCount)).contains(path.item)
      }
      if let path = items.inserts.first {
        guard !checked || contains(path, growth: 1) else { return nil }
        operation = .insertRows([path])
      } else if let path = items.deletes.first {
        guard !checked || contains(path, growth: -1) else { return nil }
        operation = .deleteRows([path])
      } else if let path = items.updates.first {
        guard !checked || contains(path, growth: 0) else { return nil }
        operation = .reloadRows([path])
      } else {
        let move = items.moves[0]
        if checked {
          guard move.from != move.to else { return nil }
          if move.from.section == move.to.section {
            guard contains(move.from, growth: 0), contains(move.to, growth: 0) else { return nil }
          } else {
            guard contains(move.from, growth: -1), contains(move.to, growth: 1) else {
              return nil
            }
          }
        }
        operation = .moveRow(move.from, to: move.to)
      }
    }
    return operation
  }

  /// Whether `diff` turns sections with `oldItemCounts` into sections with `newItemCounts`,
  /// with every index in range and no position named twice.
  public static func fits(
    _ diff: SectionedArrayDiff, oldItemCounts: [Int], newItemCounts: [Int]
  ) -> Bool {
    let oldCount = oldItemCounts.count
    let newCount = newItemCounts.count
    var oldSectionGone = [Bool](repeating: false, count: oldCount)
    var oldSectionDeleted = oldSectionGone
    var newSectionTaken = [Bool](repeating: false, count: newCount)
    var newSectionInserted = newSectionTaken
    for index in diff.sections.deletes {
      guard (0..<oldCount).contains(index), !oldSectionGone[index] else { return false }
      oldSectionGone[index] = true
      oldSectionDeleted[index] = true
    }
    for index in diff.sections.inserts {
      guard (0..<newCount).contains(index), !newSectionTaken[index] else { return false }
      newSectionTaken[index] = true
      newSectionInserted[index] = true
    }
    for move in diff.sections.moves {
      guard (0..<oldCount).contains(move.from), (0..<newCount).contains(move.to),
        !oldSectionGone[move.from], !newSectionTaken[move.to]
      else { return false }
      oldSectionGone[move.from] = true
      newSectionTaken[move.to] = true
    }
    for index in diff.sections.updates {
      guard (0..<oldCount).contains(index), !oldSectionDeleted[index] else { return false }
    }
    guard oldCount - diff.sections.deletes.count + diff.sections.inserts.count == newCount else {
      return false
    }
    // Section mapping, then per-section item balance.
    var sectionOrigin = [Int](repeating: -1, count: newCount)
    for move in diff.sections.moves { sectionOrigin[move.to] = move.from }
    var next = 0
    for index in 0..<newCount where !newSectionTaken[index] {
      while next < oldCount && oldSectionGone[next] { next += 1 }
      guard next < oldCount else { return false }
      sectionOrigin[index] = next
      next += 1
    }
    var balance = newItemCounts.enumerated().map { section, count in
      sectionOrigin[section] >= 0 ? oldItemCounts[sectionOrigin[section]] - count : 0
    }
    var oldSeen: Set<ItemPath> = []
    var oldDeleted: Set<ItemPath> = []
    var newSeen: Set<ItemPath> = []
    func oldValid(_ path: ItemPath) -> Bool {
      (0..<oldCount).contains(path.section) && !oldSectionDeleted[path.section]
        && (0..<oldItemCounts[path.section]).contains(path.item)
    }
    func newValid(_ path: ItemPath) -> Bool {
      (0..<newCount).contains(path.section) && !newSectionInserted[path.section]
        && (0..<newItemCounts[path.section]).contains(path.item)
    }
    var newTargetOf = [Int](repeating: -1, count: oldCount)
    for (target, origin) in sectionOrigin.enumerated() where origin >= 0 {
      newTargetOf[origin] = target
    }
    for path in diff.items.deletes {
      guard oldValid(path), oldSeen.insert(path).inserted else { return false }
      oldDeleted.insert(path)
      balance[newTargetOf[path.section]] -= 1
    }
    for path in diff.items.inserts {
      guard newValid(path), newSeen.insert(path).inserted else { return false }
      balance[path.section] += 1
    }
    for move in diff.items.moves {
      guard oldValid(move.from), newValid(move.to), oldSeen.insert(move.from).inserted,
        newSeen.insert(move.to).inserted
      else { return false }
      balance[newTargetOf[move.from.section]] -= 1
      balance[move.to.section] += 1
    }
    for path in diff.items.updates {
      guard oldValid(path), !oldDeleted.contains(path) else { return false }
    }
    return balance.allSatisfy { $0 == 0 }
  }

  // MARK: Strict

  private static func strictPlan<Metadata, Item>(
    old: [ArraySection<Metadata, Item>], new: [ArraySection<Metadata, Item>],
    diff: SectionedArrayDiff, mapping: SectionedDiffBuilder.Mapping
  ) -> [TableUpdate<Metadata, Item>] {
    var updates: [TableUpdate<Metadata, Item>] = []
    let updatedSections = Set(diff.sections.updates)
    // The data once every structural change is done: surviving items keep their old content.
    let structural: [ArraySection<Metadata, Item>] = new.indices.map { section in
      let origin = mapping.sectionOrigins[section]
      guard origin >= 0 else { return new[section] }
      let items = new[section].items.indices.map { row in
        if let from = mapping.itemOrigins[section][row] {
          return old[from.section].items[from.item]
        }
        return new[section].items[row]
      }
      return ArraySection(metadata: old[origin].metadata, items: items)
    }
    // Surviving old sections in new order.
    let survivorsInNewOrder = mapping.sectionOrigins.filter { $0 >= 0 }
    if diff.sections.moves.isEmpty {
      var operations: [TableOperation] = []
      if !diff.sections.deletes.isEmpty {
        operations.append(.deleteSections(diff.sections.deletes))
      }
      if !diff.items.deletes.isEmpty { operations.append(.deleteRows(diff.items.deletes)) }
      for move in diff.items.moves { operations.append(.moveRow(move.from, to: move.to)) }
      if !diff.sections.inserts.isEmpty {
        operations.append(.insertSections(diff.sections.inserts))
      }
      if !diff.items.inserts.isEmpty { operations.append(.insertRows(diff.items.inserts)) }
      if !operations.isEmpty { updates.append(.batch(operations, snapshot: structural)) }
    } else {
      // Stage 1: removals. Surviving sections in old order, deleted rows gone.
      let survivorsInOldOrder = old.indices.filter { mapping.sectionTargets[$0] >= 0 }
      let keptRows: [Int: [Int]] = Dictionary(
        uniqueKeysWithValues: survivorsInOldOrder.map { section in
          (section, old[section].items.indices.filter { mapping.itemTargets[section][$0] != nil })
        })
      // For each surviving old section, each old row's index among its kept rows.
      var keptIndex: [Int: [Int]] = [:]
      for (section, rows) in keptRows {
        var indices = [Int](repeating: -1, count: old[section].items.count)
        for (index, row) in rows.enumerated() { indices[row] = index }
        keptIndex[section] = indices
      }
      func sections(_ order: [Int]) -> [ArraySection<Metadata, Item>] {
        order.map { section in
          ArraySection(
            metadata: old[section].metadata,
            items: keptRows[section]!.map { old[section].items[$0] })
        }
      }
      var removals: [TableOperation] = []
      if !diff.sections.deletes.isEmpty { removals.append(.deleteSections(diff.sections.deletes)) }
      if !diff.items.deletes.isEmpty { removals.append(.deleteRows(diff.items.deletes)) }
      if !removals.isEmpty {
        updates.append(.batch(removals, snapshot: sections(survivorsInOldOrder)))
      }
      // Stage 2: section moves, in the coordinates left by stage 1.
      var stage1Index = [Int: Int]()
      for (index, section) in survivorsInOldOrder.enumerated() { stage1Index[section] = index }
      let ranks = survivorsInNewOrder.map { stage1Index[$0]! }
      let kept = longestIncreasingSubsequenceMask(ranks)
      let sectionMoves: [TableOperation] = ranks.indices.compactMap { index in
        kept[index] ? nil : .moveSection(ranks[index], to: index)
      }
      updates.append(.batch(sectionMoves, snapshot: sections(survivorsInNewOrder)))
      // Stage 3: row moves, in the coordinates left by stage 2.
      var stage2Index = [Int: Int]()
      for (index, section) in survivorsInNewOrder.enumerated() { stage2Index[section] = index }
      var rowMoves: [TableOperation] = []
      var movedSnapshot: [ArraySection<Metadata, Item>] = []
      for (stageSection, origin) in survivorsInNewOrder.enumerated() {
        let target = mapping.sectionTargets[origin]
        let survivors = mapping.itemOrigins[target].compactMap { $0 }
        var staying: [Int] = []
        var stayingPositions: [Int] = []
        for (position, from) in survivors.enumerated() {
          let row = keptIndex[from.section]![from.item]
          if from.section == origin {
            staying.append(row)
            stayingPositions.append(position)
          } else {
            rowMoves.append(
              .moveRow(
                ItemPath(section: stage2Index[from.section]!, item: row),
                to: ItemPath(section: stageSection, item: position)))
          }
        }
        let keptRows = longestIncreasingSubsequenceMask(staying)
        for index in staying.indices where !keptRows[index] {
          rowMoves.append(
            .moveRow(
              ItemPath(section: stageSection, item: staying[index]),
              to: ItemPath(section: stageSection, item: stayingPositions[index])))
        }
        movedSnapshot.append(
          ArraySection(
            metadata: old[origin].metadata,
            items: survivors.map { old[$0.section].items[$0.item] }))
      }
      if !rowMoves.isEmpty { updates.append(.batch(rowMoves, snapshot: movedSnapshot)) }
      // Stage 4: insertions, in new coordinates.
      var insertions: [TableOperation] = []
      if !diff.sections.inserts.isEmpty {
        insertions.append(.insertSections(diff.sections.inserts))
      }
      if !diff.items.inserts.isEmpty { insertions.append(.insertRows(diff.items.inserts)) }
      if !insertions.isEmpty { updates.append(.batch(insertions, snapshot: structural)) }
    }
    // Stage 5: row reloads, in new coordinates, outside sections reloaded in stage 6.
    var reloadedRows: [ItemPath] = []
    for path in diff.items.updates {
      let target = mapping.itemTargets[path.section][path.item]!
      if !updatedSections.contains(mapping.sectionOrigins[target.section]) {
        reloadedRows.append(target)
      }
    }
    if !reloadedRows.isEmpty {
      let snapshot: [ArraySection<Metadata, Item>] = new.indices.map { section in
        let origin = mapping.sectionOrigins[section]
        if origin >= 0 && updatedSections.contains(origin) { return structural[section] }
        return new[section]
      }
      updates.append(.batch([.reloadRows(reloadedRows.sorted())], snapshot: snapshot))
    }
    // Stage 6: section reloads.
    if !updatedSections.isEmpty {
      let reloaded = diff.sections.updates.map { mapping.sectionTargets[$0] }.sorted()
      updates.append(.batch([.reloadSections(reloaded)], snapshot: new))
    }
    return updates.filter { !$0.operations.isEmpty }
  }

  // MARK: Combined

  private static func combinedPlan<Metadata, Item>(
    new: [ArraySection<Metadata, Item>], diff: SectionedArrayDiff,
    mapping: SectionedDiffBuilder.Mapping
  ) -> TableUpdate<Metadata, Item> {
    let movedSections = Set(diff.sections.moves.map { $0.from })
    let movedSectionTargets = Set(diff.sections.moves.map { $0.to })
    // Changed sections are replaced: reloaded in place, or deleted and inserted.
    var replacedOld = Set<Int>()
    var replacedNew = Set<Int>()
    var reloadSections: [Int] = []
    var deleteSections = diff.sections.deletes
    var insertSections = diff.sections.inserts
    for section in diff.sections.updates {
      let target = mapping.sectionTargets[section]
      replacedOld.insert(section)
      replacedNew.insert(target)
      if section == target && !movedSections.contains(section) {
        reloadSections.append(section)
      } else {
        deleteSections.append(section)
        insertSections.append(target)
      }
    }
    let movedItems = Set(diff.items.moves.map { $0.from })
    let updatedItems = Set(diff.items.updates)
    var deleteRows = diff.items.deletes.filter { !replacedOld.contains($0.section) }
    var insertRows = diff.items.inserts.filter { !replacedNew.contains($0.section) }
    var reloadRows: [ItemPath] = []
    var moveRows: [TableOperation] = []
    for move in diff.items.moves {
      let fromReplaced = replacedOld.contains(move.from.section)
      let toReplaced = replacedNew.contains(move.to.section)
      switch (fromReplaced, toReplaced) {
      case (true, true): break
      case (true, false): insertRows.append(move.to)
      case (false, true): deleteRows.append(move.from)
      case (false, false):
        // Row moves out of or into a moved section are not reliably accepted beside section
        // moves: such rows are deleted and inserted instead.
        if updatedItems.contains(move.from) || movedSections.contains(move.from.section)
          || movedSectionTargets.contains(move.to.section)
        {
          deleteRows.append(move.from)
          insertRows.append(move.to)
        } else {
          moveRows.append(.moveRow(move.from, to: move.to))
        }
      }
    }
    for path in diff.items.updates
    where !replacedOld.contains(path.section) && !movedItems.contains(path) {
      let target = mapping.itemTargets[path.section][path.item]!
      if target == path && !movedSections.contains(path.section) {
        reloadRows.append(path)
      } else {
        deleteRows.append(path)
        insertRows.append(target)
      }
    }
    var operations: [TableOperation] = []
    if !deleteSections.isEmpty { operations.append(.deleteSections(deleteSections.sorted())) }
    if !insertSections.isEmpty { operations.append(.insertSections(insertSections.sorted())) }
    if !reloadSections.isEmpty { operations.append(.reloadSections(reloadSections.sorted())) }
    for move in diff.sections.moves where !replacedOld.contains(move.from) {
      operations.append(.moveSection(move.from, to: move.to))
    }
    if !deleteRows.isEmpty { operations.append(.deleteRows(deleteRows.sorted())) }
    if !insertRows.isEmpty { operations.append(.insertRows(insertRows.sorted())) }
    if !reloadRows.isEmpty { operations.append(.reloadRows(reloadRows.sorted())) }
    operations += moveRows
    return .batch(operations, snapshot: new)
  }
}
