/// Builds canonical sectioned diffs from where each new section and item came from, and turns
/// sectioned diffs back into those origins (UIKit's batch semantics).
enum SectionedDiffBuilder {
  /// The diff for the given origins.
  ///
  /// - Parameters:
  ///   - oldItemCounts: The number of items in each old section.
  ///   - sectionOrigins: For each new section, its old index or -1 if inserted.
  ///   - itemOrigins: For each new section, for each item, its old path or `nil` if inserted.
  ///   - updatedSections: Old sections whose metadata changed.
  ///   - updatedItems: Old paths of items whose value changed.
  static func diff(
    oldItemCounts: [Int], sectionOrigins: [Int], itemOrigins: [[ItemPath?]],
    updatedSections: [Bool], updatedItems: Set<ItemPath>
  ) -> SectionedArrayDiff {
    let sections = FlatDiffBuilder.diff(
      oldCount: oldItemCounts.count, origins: sectionOrigins, updated: updatedSections)
    var surviving = [Bool](repeating: false, count: oldItemCounts.count)
    for origin in sectionOrigins where origin >= 0 { surviving[origin] = true }
    var present = oldItemCounts.map { [Bool](repeating: false, count: $0) }
    var inserts: [ItemPath] = []
    var moves: [CollectionMove<ItemPath>] = []
    var updates: [ItemPath] = []
    for (newSection, origin) in sectionOrigins.enumerated() where origin >= 0 {
      var stayingRows: [Int] = []
      var stayingPositions: [Int] = []
      for (row, itemOrigin) in itemOrigins[newSection].enumerated() {
        let target = ItemPath(section: newSection, item: row)
        guard let itemOrigin, surviving[itemOrigin.section] else {
          inserts.append(target)
          continue
        }
        present[itemOrigin.section][itemOrigin.item] = true
        if updatedItems.contains(itemOrigin) { updates.append(itemOrigin) }
        if itemOrigin.section == origin {
          stayingRows.append(itemOrigin.item)
          stayingPositions.append(row)
        } else {
          moves.append(CollectionMove(from: itemOrigin, to: target))
        }
      }
      let kept = longestIncreasingSubsequenceMask(stayingRows)
      for index in kept.indices where !kept[index] {
        moves.append(
          CollectionMove(
            from: ItemPath(section: origin, item: stayingRows[index]),
            to: ItemPath(section: newSection, item: stayingPositions[index])))
      }
    }
    var deletes: [ItemPath] = []
    for section in oldItemCounts.indices where surviving[section] {
      for row in 0..<oldItemCounts[section] where !present[section][row] {
        deletes.append(ItemPath(section: section, item: row))
      }
    }
    return SectionedArrayDiff(
      sections: sections,
      items: CollectionDiff(deletes: deletes, inserts: inserts, updates: updates, moves: moves))
  }

  /// Where each new section and item comes from under UIKit's batch semantics.
  struct Mapping {
    /// For each new section, its old index or -1 if inserted.
    var sectionOrigins: [Int]
    /// For each old section, its new index or -1 if deleted.
    var sectionTargets: [Int]
    /// For each new section, for each item, its old path; `nil` for inserted items and for
    /// every item of an inserted section.
    var itemOrigins: [[ItemPath?]]
    /// For each old section, for each item, its new path; `nil` for deleted items and for
    /// every item of a deleted section.
    var itemTargets: [[ItemPath?]]
  }

  /// The mapping of `diff` between sections with the given item counts; stops the program if
  /// the diff does not fit them.
  static func mapping(
    of diff: SectionedArrayDiff, oldItemCounts: [Int], newItemCounts: [Int]
  )
    -> Mapping
  {
    let sectionOrigins = FlatDiffBuilder.origins(
      of: diff.sections, oldCount: oldItemCounts.count, newCount: newItemCounts.count)
    var sectionTargets = [Int](repeating: -1, count: oldItemCounts.count)
    for (target, origin) in sectionOrigins.enumerated() where origin >= 0 {
      sectionTargets[origin] = target
    }
    func checkOld(_ path: ItemPath, _ what: String) {
      checkIndex(path.section, in: 0..<oldItemCounts.count, "diff item section (old)")
      precondition(
        sectionTargets[path.section] >= 0,
        "Kizuna: diff \(what) item \(path) in deleted section \(path.section)")
      checkIndex(path.item, in: 0..<oldItemCounts[path.section], "diff item (old)")
    }
    func checkNew(_ path: ItemPath, _ what: String) {
      checkIndex(path.section, in: 0..<newItemCounts.count, "diff item section (new)")
      precondition(
        sectionOrigins[path.section] >= 0,
        "Kizuna: diff \(what) item \(path) in inserted section \(path.section)")
      checkIndex(path.item, in: 0..<newItemCounts[path.section], "diff item (new)")
    }
    let unassigned = ItemPath(section: -2, item: -2)
    let inserted = ItemPath(section: -1, item: -1)
    var origins: [[ItemPath]] = newItemCounts.enumerated().map { section, count in
      [ItemPath](repeating: sectionOrigins[section] >= 0 ? unassigned : inserted, count: count)
    }
    var gone = oldItemCounts.map { [Bool](repeating: false, count: $0) }
    var deleted = gone
    for path in diff.items.inserts {
      checkNew(path, "inserts")
      precondition(
        origins[path.section][path.item] == unassigned, "Kizuna: diff inserts \(path) twice")
      origins[path.section][path.item] = inserted
    }
    for path in diff.items.deletes {
      checkOld(path, "deletes")
      precondition(!gone[path.section][path.item], "Kizuna: diff deletes \(path) twice")
      gone[path.section][path.item] = true
      deleted[path.section][path.item] = true
    }
    for move in diff.items.moves {
      checkOld(move.from, "moves")
      checkNew(move.to, "moves")
      precondition(
        !gone[move.from.section][move.from.item],
        "Kizuna: diff moves \(move.from), which is deleted or moved")
      precondition(
        origins[move.to.section][move.to.item] == unassigned,
        "Kizuna: diff moves to \(move.to), which is taken")
      gone[move.from.section][move.from.item] = true
      origins[move.to.section][move.to.item] = move.from
    }
    for path in diff.items.updates {
      checkOld(path, "updates")
      precondition(
        !deleted[path.section][path.item], "Kizuna: diff updates \(path), which it deletes")
    }
    for (newSection, origin) in sectionOrigins.enumerated() where origin >= 0 {
      var next = 0
      let oldCount = oldItemCounts[origin]
      for row in origins[newSection].indices where origins[newSection][row] == unassigned {
        while next < oldCount && gone[origin][next] { next += 1 }
        precondition(
          next < oldCount,
          "Kizuna: diff does not turn \(oldCount) items of section \(origin) into \(newItemCounts[newSection]) items of section \(newSection)"
        )
        origins[newSection][row] = ItemPath(section: origin, item: next)
        next += 1
      }
      while next < oldCount && gone[origin][next] { next += 1 }
      precondition(
        next == oldCount,
        "Kizuna: diff does not turn \(oldCount) items of section \(origin) into \(newItemCounts[newSection]) items of section \(newSection)"
      )
    }
    var targets: [[ItemPath?]] = oldItemCounts.map { [ItemPath?](repeating: nil, count: $0) }
    let itemOrigins: [[ItemPath?]] = origins.enumerated().map { section, rows in
      rows.enumerated().map { row, origin in
        if origin.section < 0 { return nil }
        targets[origin.section][origin.item] = ItemPath(section: section, item: row)
        return origin
      }
    }
    return Mapping(
      sectionOrigins: sectionOrigins, sectionTargets: sectionTargets, itemOrigins: itemOrigins,
      itemTargets: targets)
  }
}
