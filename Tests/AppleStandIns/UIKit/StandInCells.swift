import Foundation

/// Not Apple API: the cell bookkeeping the stand-in `UITableView` and `UICollectionView`
/// share: the cells showing rows, and the cells waiting to be handed out again, by reuse
/// identifier, in the order they left the screen.
@preconcurrency @MainActor
final class StandInCells<Cell: UIView> {
  private var visible: [IndexPath: Cell] = [:]
  private var reusable: [String: [Cell]] = [:]
  private let reuseIdentifier: (Cell) -> String?
  private let prepareForReuse: (Cell) -> Void

  init(reuseIdentifier: @escaping (Cell) -> String?, prepareForReuse: @escaping (Cell) -> Void) {
    self.reuseIdentifier = reuseIdentifier
    self.prepareForReuse = prepareForReuse
  }

  /// As if every row scrolled off: the cells shown so far become reusable, in path order.
  func recycleAll() {
    for path in visible.keys.sorted() {
      guard let cell = visible[path], let identifier = reuseIdentifier(cell) else { continue }
      reusable[identifier, default: []].append(cell)
    }
    visible = [:]
  }

  /// Records that `cell` shows the row at `path`.
  func show(_ cell: Cell, at path: IndexPath) { visible[path] = cell }

  /// The cell showing the row at `path`, if any.
  func cell(at path: IndexPath) -> Cell? { visible[path] }

  /// A cell waiting for reuse with `identifier`, prepared for reuse as UIKit does; `nil` if none.
  func dequeue(_ identifier: String) -> Cell? {
    guard let cell = reusable[identifier]?.popLast() else { return nil }
    prepareForReuse(cell)
    return cell
  }

  /// Moves the cell of the row at `from` to `to`, the rows between shifting as a user's drag
  /// shifts them; the cell stays the same object, as in UIKit.
  func move(from: IndexPath, to: IndexPath) {
    var rows = Dictionary(grouping: visible, by: { $0.key[0] })
      .mapValues { $0.sorted { $0.key[1] < $1.key[1] }.map(\.value) }
    if let cell = rows[from[0]]?.remove(at: from[1]) {
      rows[to[0], default: []].insert(cell, at: to[1])
    }
    visible = [:]
    for (section, cells) in rows {
      for (index, cell) in cells.enumerated() {
        visible[IndexPath(indexes: [section, index])] = cell
      }
    }
  }
}
