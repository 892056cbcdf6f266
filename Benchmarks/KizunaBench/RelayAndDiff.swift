import Kizuna
import OpenCombine

// MARK: - W10's peer: the idiom of an app without derived arrays

/// The job of a W10 chain done as an RxSwift or Combine app does it without derived arrays:
/// the list lives in a relay (a `CurrentValueSubject` that gets the whole edited array), a
/// `map` computes the view (filter, sort, group) from the whole list on every change, and the
/// sink diffs the old view and the new one and sends the table one batch of the differences.
///
/// RxDataSources diffs with DifferenceKit, which SwiftPM cannot resolve on this machine; the
/// diff here is the standard library's `difference(from:)` (Myers, O((n + m) d)), which reports
/// a changed row as a removal and an insertion where DifferenceKit reports an update. A
/// grouped view is diffed section by section, and reloads when the number of sections changes.
@MainActor
final class RelayAndDiff {
  private let relay: CurrentValueSubject<[ListedItem], Never>
  private var subscription: AnyCancellable?
  private var shown: [[ListedItem]] = []
  private let table: CountingTable

  /// Binds `items`, through `view`, to `table`.
  init(
    _ items: [ListedItem], view: @escaping ([ListedItem]) -> [[ListedItem]],
    table: CountingTable
  ) {
    relay = CurrentValueSubject(items)
    self.table = table
    subscription = relay.map(view).sink { [unowned self] sections in
      MainActor.assumeIsolated { self.show(sections) }
    }
  }

  /// The rows the table shows.
  var rowCount: Int { shown.reduce(0) { $0 + $1.count } }

  /// Applies edit number `step` of `cycle` as an app with a relay does: a copy of the list,
  /// edited, sent whole.
  func apply(_ step: Int, of cycle: EditCycle) {
    var items = relay.value
    _ = cycle.apply(step, to: &items)
    relay.send(items)
  }

  private func show(_ sections: [[ListedItem]]) {
    guard sections.count == shown.count else {
      shown = sections
      table.reloadData()
      return
    }
    var deletes: [ItemPath] = []
    var inserts: [ItemPath] = []
    for (section, rows) in sections.enumerated() {
      for change in rows.difference(from: shown[section]) {
        switch change {
        case .remove(let offset, _, _): deletes.append(ItemPath(section: section, item: offset))
        case .insert(let offset, _, _): inserts.append(ItemPath(section: section, item: offset))
        }
      }
    }
    var operations: [TableOperation] = []
    if !deletes.isEmpty { operations.append(.deleteRows(deletes)) }
    if !inserts.isEmpty { operations.append(.insertRows(inserts)) }
    table.performBatch(operations, animations: TableAnimations()) { shown = sections }
  }
}
