import Kizuna

// MARK: - W10: one upstream edit through a derived chain bound to a table

/// The derived chains W10 binds to a table, each over W9's items (``listedItems(_:)``).
enum BoundChain: CaseIterable {
  case filter, sorted, filterSorted, grouped, map

  var label: String {
    switch self {
    case .filter: "filter"
    case .sorted: "sorted(by:)"
    case .filterSorted: "filter+sorted"
    case .grouped: "filter+sorted+grouped(by:)"
    case .map: "map"
    }
  }
}

/// The variants W10 measures, by workload name: each chain at 10k and 100k items, the edits at
/// the ends of the arrays (W10A-W10J) and in their middle (W10K-W10N, the chain users bind
/// most: filter+sorted, and grouped).
let w10Variants: [(String, W10Variant)] = [
  ("W10A", W10Variant(chain: .filter, placement: .ends, items: 10_000)),
  ("W10B", W10Variant(chain: .filter, placement: .ends, items: 100_000)),
  ("W10C", W10Variant(chain: .sorted, placement: .ends, items: 10_000)),
  ("W10D", W10Variant(chain: .sorted, placement: .ends, items: 100_000)),
  ("W10E", W10Variant(chain: .filterSorted, placement: .ends, items: 10_000)),
  ("W10F", W10Variant(chain: .filterSorted, placement: .ends, items: 100_000)),
  ("W10G", W10Variant(chain: .grouped, placement: .ends, items: 10_000)),
  ("W10H", W10Variant(chain: .grouped, placement: .ends, items: 100_000)),
  ("W10I", W10Variant(chain: .map, placement: .ends, items: 10_000)),
  ("W10J", W10Variant(chain: .map, placement: .ends, items: 100_000)),
  ("W10K", W10Variant(chain: .filterSorted, placement: .middle, items: 10_000)),
  ("W10L", W10Variant(chain: .filterSorted, placement: .middle, items: 100_000)),
  ("W10M", W10Variant(chain: .grouped, placement: .middle, items: 10_000)),
  ("W10N", W10Variant(chain: .grouped, placement: .middle, items: 100_000)),
]

/// One W10 variant: the chain, where the edits happen, and how many upstream items there are.
struct W10Variant {
  let chain: BoundChain
  let placement: W9Variant.EditPlacement
  let items: Int

  var label: String {
    let place = placement == .ends ? "at the ends" : "middle"
    return "W10 one edit, \(chain.label) bound to a table, \(place), \(items / 1000)k items"
  }
}

/// W10: single upstream edits (W9's cycle: insert, remove, a score change that moves the item in
/// the sorted order, and back) through a derived chain bound through `TableBinder` to a table
/// (``CountingTable``), as an app binds one; each edit is one operation and reaches the table
/// as batches (never a reload).
///
/// Beside it, the floor any Swift array pays for the same edits: the cycle applied to a plain
/// `[ListedItem]` of the same size (`closures`), whose insert and remove in the middle move
/// half the array.
@MainActor
func w10(_ settings: Settings, variants: [(String, W10Variant)]) -> [Row] {
  variants.map { _, variant in
    Row(workload: variant.label, unit: "ns", measurements: w10Edits(settings, variant))
  }
}

@MainActor
private func w10Edits(_ settings: Settings, _ variant: W10Variant) -> [Measurement] {
  let items = listedItems(variant.items)
  let cycle = EditCycle(items, placement: variant.placement)
  let edits = max(4, settings.count(10_000) / 4 * 4)  // whole cycles: the arrays keep their shape
  var contest = Contest(runs: settings.runs, operations: edits)

  var plain = items
  var delivered = 0
  let onChange: (Int) -> Void = opaque { count in delivered &+= count }
  contest.add("closures") {
    delivered = 0
    for step in 0..<edits {
      let (old, new) = cycle.apply(step, to: &plain)
      onChange((old == nil ? 0 : 1) &+ (new == nil ? 0 : 1))
    }
    return delivered &+ plain.count
  }

  let source = MutableObservableArray(items)
  let table = CountingTable()
  let binding: any Disposable
  let shownRows: () -> Int
  // The chain's last array, kept for the run beside the source.
  let chainEnd: Any
  switch variant.chain {
  case .grouped:
    let sections = source.filter { $0.isVisible }.sorted { $0.score < $1.score }
      .grouped { $0.score / (variant.items / 5) }
    let binder = TableBinder<Int, ListedItem>(table: table)
    binding = binder.bind(sections)
    shownRows = {
      (0..<binder.numberOfSections).reduce(0) { $0 + binder.numberOfRows(inSection: $1) }
    }
    chainEnd = sections
  case .filter, .sorted, .filterSorted, .map:
    let derived: ObservableArray<ListedItem> =
      switch variant.chain {
      case .filter: source.filter { $0.isVisible }
      case .sorted: source.sorted { $0.score < $1.score }
      case .map:
        source.map { ListedItem(id: $0.id, score: $0.score + 1, isVisible: $0.isVisible) }
      default: source.filter { $0.isVisible }.sorted { $0.score < $1.score }
      }
    let binder = TableBinder<String, ListedItem>(table: table)
    binding = binder.bind(derived, metadata: "rows")
    shownRows = { binder.numberOfRows(inSection: 0) }
    chainEnd = derived
  }
  let rowsBefore = shownRows()
  contest.add("Kizuna") {
    let reloads = table.reloads
    let before = table.operations
    for step in 0..<edits { cycle.apply(step, to: source) }
    // Every edit reached the table as batches, and the table ends as it began.
    precondition(table.reloads == reloads && table.operations > before)
    precondition(shownRows() == rowsBefore)
    return table.operations &+ shownRows()
  }

  // The users' alternative (``RelayAndDiff``): the whole view recomputed and diffed per edit.
  let relayTable = CountingTable()
  let relay = RelayAndDiff(
    items, view: variant.chain.wholeView(groups: variant.items / 5), table: relayTable)
  let relayRowsBefore = relay.rowCount
  contest.add("relay + difference(from:)") {
    let before = relayTable.operations
    for step in 0..<edits { relay.apply(step, of: cycle) }
    precondition(relayTable.operations > before && relay.rowCount == relayRowsBefore)
    return relayTable.operations &+ relay.rowCount
  }
  let measurements = contest.run()
  withExtendedLifetime((source, chainEnd, relay)) { binding.dispose() }
  return measurements
}

extension BoundChain {
  /// The chain's view computed from the whole list at once, as sections (one for a flat
  /// chain); a grouped view keys the visible items by `score / groups`, as W10's chain does.
  func wholeView(groups: Int) -> ([ListedItem]) -> [[ListedItem]] {
    switch self {
    case .filter: { [$0.filter { $0.isVisible }] }
    case .sorted: { [$0.sorted { $0.score < $1.score }] }
    case .filterSorted: { [visibleByScore($0)] }
    case .map: { [$0.map { ListedItem(id: $0.id, score: $0.score + 1, isVisible: $0.isVisible) }] }
    case .grouped:
      { items in
        Dictionary(grouping: visibleByScore(items)) { $0.score / groups }
          .sorted { $0.key < $1.key }.map { $0.value }
      }
    }
  }
}
