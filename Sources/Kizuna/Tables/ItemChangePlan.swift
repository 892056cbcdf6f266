/// The table batches of an edit that changes a few items and no section, planned and applied
/// in O(*k* log *k*) for *k* item changes, whatever the number of rows.
///
/// ``TableUpdatePlanner`` plans any change by mapping every row of the old data to the new and
/// building each batch's data whole: O(*n* log *n*) for *n* rows, however small the change. A
/// derived array (filtered, sorted, grouped) sends its change sets as a diff with no patch, so
/// one upstream edit that moves a row through a sorted view (a move and an update: two changes)
/// took that road. This plan gives the same batches as the planner for such a diff, in both
/// modes, from the diff alone, and each batch carries the edit that turns the shown sections
/// into its data in place: rows removed from the back and inserted from the front, each a
/// `remove(at:)` or `insert(_:at:)` of one section's array.
///
/// - ``TableUpdatePlanner/Mode/strict``: one batch of the deletes, moves and inserts (moved
///   rows keep the content they had), then one of the reloads of the updated rows, at their
///   new paths.
/// - ``TableUpdatePlanner/Mode/combined``: one batch; an updated row that moves is deleted and
///   inserted, one that stays in place is reloaded, one that only shifts is deleted and
///   inserted at its new path, as UIKit's rules ask.
struct ItemChangePlan<Metadata, Item> {
  /// One batch: the table's operations and the in-place edit of the shown sections that gives
  /// the data the table shows after it.
  struct Batch {
    let operations: [TableOperation]
    /// Old paths whose rows leave, from the last to the first.
    let removals: [ItemPath]
    /// New paths and the rows that arrive there, from the first to the last.
    let additions: [(path: ItemPath, item: Item)]
    /// New paths whose rows change content in place.
    let replacements: [(path: ItemPath, item: Item)]

    /// Applies the batch's edit to `sections`, the data the table showed before it.
    ///
    /// - Complexity: O(*k*) removals and insertions into the sections' arrays, each moving the
    ///   rows after it.
    func apply(to sections: inout [ArraySection<Metadata, Item>]) {
      if removals.count == 1, additions.count == 1,
        removals[0].section == additions[0].path.section
      {
        // One row leaves and one arrives in the same section (a moved row): the rows between
        // the two places shift, not every row after them.
        let (path, item) = additions[0]
        sections[path.section].items.moveElement(from: removals[0].item, to: path.item)
        sections[path.section].items[path.item] = item
      } else {
        for path in removals { sections[path.section].items.remove(at: path.item) }
        for (path, item) in additions {
          sections[path.section].items.insert(item, at: path.item)
        }
      }
      for (path, item) in replacements { sections[path.section].items[path.item] = item }
    }
  }

  /// The batches, in order; none is empty.
  let batches: [Batch]

  /// The most item changes a diff may have for this plan: each change costs a move of the rows
  /// after it in its section, so a large diff is planned whole instead.
  static var limit: Int { 64 }

  /// Plans `change` from `old`, the data the table shows; `nil` when the diff changes sections,
  /// has more than ``limit`` item changes, or (with `checked`) does not fit `old` and the
  /// change's collection in the sections it touches.
  ///
  /// - Parameters:
  ///   - old: The data the table shows.
  ///   - change: An edit change set.
  ///   - mode: How the planner would split it.
  ///   - checked: Whether to check the diff's paths against the counts of the sections it
  ///     touches (for a change set made by an observable array from `old`). A change set from
  ///     elsewhere must have passed ``TableUpdatePlanner/fits(_:oldItemCounts:newItemCounts:)``.
  /// - Complexity: O(*k* log *k*) for *k* item changes.
  init?(
    from old: [ArraySection<Metadata, Item>],
    to change: SectionedArrayChangeset<Metadata, Item>,
    mode: TableUpdatePlanner.Mode, checked: Bool
  ) {
    let diff = change.diff.items
    let new = change.collection
    guard change.kind == .edits, change.diff.sections.isEmpty, !diff.isEmpty,
      diff.count <= Self.limit, new.count == old.count
    else { return nil }
    // Old paths that leave (deleted, or moved away) and new paths that arrive (inserted, or
    // moved there), each sorted.
    let leaving = (diff.deletes + diff.moves.map { $0.from }).sorted()
    let arriving = (diff.inserts + diff.moves.map { $0.to }).sorted()
    if checked {
      guard Self.fits(diff, leaving: leaving, arriving: arriving, old: old, new: new) else {
        return nil
      }
    }
    // Lookups scan the diff's short arrays: no dictionary or set to hash into and allocate (a
    // diff here has at most `limit` changes, most often two).
    func moveTarget(_ path: ItemPath) -> ItemPath? {
      for move in diff.moves where move.from == path { return move.to }
      return nil
    }
    // The new path of an updated row that does not move: its index less the rows that leave
    // before it, then one more for each row that arrives at or before where it lands.
    func shifted(_ path: ItemPath) -> ItemPath {
      let sectionStart = ItemPath(section: path.section, item: 0)
      var index =
        path.item
        - (Self.firstIndex(in: leaving, notBefore: path)
          - Self.firstIndex(in: leaving, notBefore: sectionStart))
      var next = Self.firstIndex(in: arriving, notBefore: sectionStart)
      while next < arriving.count, arriving[next].section == path.section,
        arriving[next].item <= index
      {
        index += 1
        next += 1
      }
      return ItemPath(section: path.section, item: index)
    }
    // Each updated row's new path, in the order of the updates.
    let updateTargets = diff.updates.map { moveTarget($0) ?? shifted($0) }
    guard
      updateTargets.allSatisfy({
        new.indices.contains($0.section) && new[$0.section].items.indices.contains($0.item)
      })
    else { return nil }
    switch mode {
    case .strict:
      // Moved rows keep the content they had (the planner's "structural" data); the reload
      // batch then shows the updated rows' new content.
      var operations: [TableOperation] = []
      if !diff.deletes.isEmpty { operations.append(.deleteRows(diff.deletes)) }
      for move in diff.moves { operations.append(.moveRow(move.from, to: move.to)) }
      if !diff.inserts.isEmpty { operations.append(.insertRows(diff.inserts)) }
      func arrival(_ path: ItemPath) -> Item {
        for move in diff.moves where move.to == path {
          return old[move.from.section].items[move.from.item]
        }
        return new[path.section].items[path.item]
      }
      var batches: [Batch] = []
      if !operations.isEmpty {
        batches.append(
          Batch(
            operations: operations, removals: leaving.reversed(),
            additions: arriving.map { ($0, arrival($0)) }, replacements: []))
      }
      if !diff.updates.isEmpty {
        let targets = updateTargets.sorted()
        batches.append(
          Batch(
            operations: [.reloadRows(targets)], removals: [], additions: [],
            replacements: targets.map { ($0, new[$0.section].items[$0.item]) }))
      }
      self.batches = batches
    case .combined:
      // One batch that ends with the new data: every row that arrives has its new content.
      var deletes = diff.deletes
      var inserts = diff.inserts
      var reloads: [ItemPath] = []
      var moves: [TableOperation] = []
      for move in diff.moves {
        if diff.updates.contains(move.from) {
          deletes.append(move.from)
          inserts.append(move.to)
        } else {
          moves.append(.moveRow(move.from, to: move.to))
        }
      }
      var replacements: [(path: ItemPath, item: Item)] = []
      for (path, to) in zip(diff.updates, updateTargets) where moveTarget(path) == nil {
        replacements.append((to, new[to.section].items[to.item]))
        if to == path {
          reloads.append(path)
        } else {
          deletes.append(path)
          inserts.append(to)
        }
      }
      var operations: [TableOperation] = []
      if !deletes.isEmpty { operations.append(.deleteRows(deletes.sorted())) }
      if !inserts.isEmpty { operations.append(.insertRows(inserts.sorted())) }
      if !reloads.isEmpty { operations.append(.reloadRows(reloads.sorted())) }
      operations += moves
      self.batches = [
        Batch(
          operations: operations, removals: leaving.reversed(),
          additions: arriving.map { ($0, new[$0.section].items[$0.item]) },
          replacements: replacements)
      ]
    }
  }

  /// The index of the first path of `sorted` that is not before `path`.
  private static func firstIndex(in sorted: [ItemPath], notBefore path: ItemPath) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < path { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Whether the diff fits `old` and `new` in the sections it touches: every path in range, no
  /// old or new path named twice, no update of a deleted row, and each touched section's count
  /// changed by its arrivals less its departures. Sections it does not touch are not read.
  private static func fits(
    _ diff: CollectionDiff<ItemPath>, leaving: [ItemPath], arriving: [ItemPath],
    old: [ArraySection<Metadata, Item>], new: [ArraySection<Metadata, Item>]
  ) -> Bool {
    func inRange(_ path: ItemPath, _ sections: [ArraySection<Metadata, Item>]) -> Bool {
      sections.indices.contains(path.section)
        && sections[path.section].items.indices.contains(path.item)
    }
    guard leaving.allSatisfy({ inRange($0, old) }), arriving.allSatisfy({ inRange($0, new) }),
      diff.updates.allSatisfy({ inRange($0, old) }),
      zip(leaving, leaving.dropFirst()).allSatisfy({ $0 != $1 }),
      zip(arriving, arriving.dropFirst()).allSatisfy({ $0 != $1 }),
      zip(diff.updates, diff.updates.dropFirst()).allSatisfy({ $0 != $1 }),
      !diff.updates.contains(where: { diff.deletes.contains($0) })
    else { return false }
    // Each touched section's count change: a walk of the two sorted arrays, section by section.
    var nextLeaving = 0
    var nextArriving = 0
    while nextLeaving < leaving.count || nextArriving < arriving.count {
      let section = min(
        nextLeaving < leaving.count ? leaving[nextLeaving].section : Int.max,
        nextArriving < arriving.count ? arriving[nextArriving].section : Int.max)
      var change = 0
      while nextLeaving < leaving.count, leaving[nextLeaving].section == section {
        change -= 1
        nextLeaving += 1
      }
      while nextArriving < arriving.count, arriving[nextArriving].section == section {
        change += 1
        nextArriving += 1
      }
      guard new[section].items.count - old[section].items.count == change else { return false }
    }
    return true
  }
}
