extension TableBinder {
  /// Records a move the user made in the table and applies it to the bound data, without
  /// sending it back to the table.
  ///
  /// Call it from the table's "move row" callback (`tableView(_:moveRowAt:to:)`). With
  /// ``bind(_:fileID:filePath:line:column:)-(MutableObservableSectionedArray<Metadata,Item>,_,_,_,_)``, the binder moves the item in the bound array; with ``apply(_:)``, move it in
  /// your data yourself, in the same callback. Change sets that arrive before the callback has
  /// returned are performed afterwards. If change sets are still waiting to be performed (the
  /// data has moved on from what the user saw), the move is not applied to the data and the
  /// table is reloaded with the data instead.
  ///
  /// - Parameters:
  ///   - from: The row's path before the move.
  ///   - to: The row's path after the move.
  public func userMovedRow(from: ItemPath, to: ItemPath) {
    enterTableCallback()
    guard from != to else { return }
    guard snapshot.canMoveItem(from: from, to: to) else {
      // The table moved a row that the binder does not show where the table says: the two
      // disagree, so the data wins once the callback has returned.
      RuntimeIssue.report(
        "TableBinder: the table moved a row from \(from) to \(to), which the data it shows "
          + "(\(rowCounts)) does not have; the table is reloaded with the data.")
      state.tableMayDifferFromData()
      return
    }
    // The table shows the move already: serve the moved data (the data itself stays as the
    // change sets describe it). When the data is ahead of what the user saw (change sets
    // wait), its positions do not name the rows the user moved: the data wins, and the table
    // is reloaded once the callback has returned.
    let action = state.userMoved(
      from: from, to: to, snapshot: snapshot, othersWait: mainActorHop.hasQueuedWork)
    shown.apply(SectionedArrayEdit<Metadata, Item>.moveItem(from: from, to: to))
    guard action == .applyMoveToData else { return }
    if let userEdits, !userEdits.move(from, to) {
      // The bound array could not take the move (it changed on another thread): no echo will
      // come, so the table is reloaded with the data once the callback has returned.
      state.dataRefusedUserMove()
    }
  }

  /// Deletes the row the user deleted in the table (swipe to delete) from the bound data; the
  /// table then deletes the row in an animated batch, as UIKit expects.
  ///
  /// Call it from the table's "commit editing" callback
  /// (`tableView(_:commit:forRowAt:)` with `.delete`). With ``bind(_:fileID:filePath:line:column:)-(MutableObservableSectionedArray<Metadata,Item>,_,_,_,_)`` of a mutable array,
  /// the binder removes the item from the array, and the change set updates the table at once.
  /// Nothing is deleted (and `false` is returned) when the row the user saw may no longer be
  /// the row at `path`: change sets are still waiting to be performed, a user move has not
  /// reached the data, or the data changed on another thread meanwhile; the table keeps
  /// showing the row and the user can swipe again. With ``apply(_:)`` or a read-only array,
  /// delete the item from your data yourself.
  ///
  /// ```swift
  /// func tableView(_ tableView: UITableView, commit style: UITableViewCell.EditingStyle,
  ///                forRowAt indexPath: IndexPath) {
  ///   if style == .delete { binder.userDeletedRow(at: ItemPath(indexPath)) }
  /// }
  /// ```
  ///
  /// - Parameter path: The path of the row the user deleted, as the table shows it.
  /// - Returns: Whether the item was removed from the bound data.
  @discardableResult
  public func userDeletedRow(at path: ItemPath) -> Bool {
    guard let userEdits, state.acceptsUserDelete(othersWait: mainActorHop.hasQueuedWork)
    else { return false }
    guard snapshot.indices.contains(path.section),
      snapshot[path.section].items.indices.contains(path.item)
    else {
      RuntimeIssue.report(
        "TableBinder: the table deleted the row at \(path), which the data it shows "
          + "(\(rowCounts)) does not have; nothing is deleted and the table is reloaded.")
      reload()
      return false
    }
    return userEdits.delete(path)
  }

  /// The rows per section that the table shows, for messages: `rows per section [2, 0]`.
  var rowCounts: String { "rows per section \(snapshot.map { $0.items.count })" }
}

/// How a binder applies what the user does in the table to the bound data.
@MainActor
struct UserEdits {
  /// Moves an item; returns whether the data took the move.
  let move: (ItemPath, ItemPath) -> Bool
  /// Deletes an item; returns whether the data had it.
  let delete: (ItemPath) -> Bool

  /// Read-only data takes nothing: moves are undone by a reload, deletes do nothing.
  static let readOnly = UserEdits(move: { _, _ in false }, delete: { _ in false })
}
