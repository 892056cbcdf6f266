public import Kizuna

/// Why a table rejects a batch: one case for each way UIKit raises
/// `NSInternalInconsistencyException` (and a few stricter rules), named after the rule.
///
/// Thrown by ``TableViewModel``.
///
/// ```swift
/// do { try oracle.apply([.deleteRows([ItemPath(section: 0, item: 9)])]) }
/// catch { print(error) }   // prints "rowOutOfRange(deleteRows, [0, 9], count: 2)"
/// ```
public enum TableUpdateError: Error, Hashable, Sendable {
  /// A section index is outside the table before (deletes, reloads, move sources) or after
  /// (inserts, move targets) the batch.
  case sectionOutOfRange(String, section: Int, count: Int)
  /// A row path is outside its section, before or after the batch.
  case rowOutOfRange(String, ItemPath, count: Int)
  /// The same section is named twice by one kind of operation.
  case duplicateSection(String, section: Int)
  /// The same row is named twice by one kind of operation.
  case duplicateRow(String, ItemPath)
  /// A section is both deleted and reloaded.
  case sectionDeletedAndReloaded(Int)
  /// A section is both deleted and moved.
  case sectionDeletedAndMoved(Int)
  /// A section is both reloaded and moved.
  case sectionReloadedAndMoved(Int)
  /// A section is inserted (or reloaded) at the target of a move.
  case sectionInsertedAndMovedTo(Int)
  /// Two sections move to the same target.
  case twoSectionMovesToSameTarget(Int)
  /// One section moves twice.
  case twoSectionMovesFromSameSource(Int)
  /// A row is both deleted and reloaded.
  case rowDeletedAndReloaded(ItemPath)
  /// A row is both deleted and moved.
  case rowDeletedAndMoved(ItemPath)
  /// A row is both reloaded and moved.
  case rowReloadedAndMoved(ItemPath)
  /// A row is inserted (or reloaded) at the target of a move.
  case rowInsertedAndMovedTo(ItemPath)
  /// Two rows move to the same target.
  case twoRowMovesToSameTarget(ItemPath)
  /// One row moves twice.
  case twoRowMovesFromSameSource(ItemPath)
  /// A row moves out of a section that is deleted (or reloaded).
  case moveFromDeletedSection(ItemPath)
  /// A row moves into a section that is inserted (or reloaded).
  case moveIntoInsertedSection(ItemPath)
  /// A row is deleted or reloaded in a section that is deleted (or reloaded).
  case rowChangeInDeletedSection(ItemPath)
  /// A row is inserted into a section that is inserted (or reloaded).
  case rowInsertIntoInsertedSection(ItemPath)
  /// After the batch, the data source has a different number of sections than the batch
  /// implies.
  case invalidNumberOfSections(expected: Int, dataSource: Int)
  /// After the batch, the data source has a different number of rows in a section than the
  /// batch implies ("rows after = before + inserted - deleted + moved in - moved out").
  case invalidNumberOfRows(section: Int, expected: Int, dataSource: Int)
  /// Strict: a batch that moves rows or sections also reloads.
  case reloadInBatchWithMoves
  /// Strict: a row changes inside a section that moves in the same batch.
  case rowChangeInMovedSection(ItemPath)
  /// A row moves out of or into a section that the same batch moves (every mode: tables do not
  /// accept such mixes reliably).
  case rowMoveWithSectionMove(ItemPath)
  /// Strict: a section reload shares its batch with other changes.
  case sectionReloadMixedWithOtherChanges
  /// After the batch, a row shows other content than the data source holds (a stale or
  /// misplaced row).
  case shownRowDiffers(ItemPath)
  /// After the batch, a section shows other metadata (header) than the data source holds.
  case shownSectionDiffers(Int)
  /// The table was updated (a batch or a reload) from inside its move callback.
  case updateInsideMoveCallback
  /// Batch updates were performed with no data source.
  case missingDataSource
}
