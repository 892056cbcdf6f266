import Kizuna

// MARK: - W9: derived collections: one edit through filter + sort, a new query

/// An element of the W9 lists, like a task in a to-do list: the filter reads `isVisible`, the
/// sort reads `score`. Scores are distinct (even numbers; the edits use odd ones), so every
/// library finds the same sorted order.
struct ListedItem: Hashable, Sendable {
  let id: Int
  var score: Int
  var isVisible: Bool
}

/// The variants W9 measures, by workload name: one edit through `filter` + `sorted(by:)` in
/// the middle of the arrays (W9A, W9B) and at their ends (W9C, W9D, where at most one stored
/// element shifts), and a new query through `filter(by:)` (W9E, W9F), on 10k and 100k items.
/// The sizes stay whatever `--scale` is; the scale sets only the number of operations.
let w9Variants: [(String, W9Variant)] = [
  ("W9A", W9Variant(kind: .edit(.middle), items: 10_000)),
  ("W9B", W9Variant(kind: .edit(.middle), items: 100_000)),
  ("W9C", W9Variant(kind: .edit(.ends), items: 10_000)),
  ("W9D", W9Variant(kind: .edit(.ends), items: 100_000)),
  ("W9E", W9Variant(kind: .query, items: 10_000)),
  ("W9F", W9Variant(kind: .query, items: 100_000)),
]

/// One W9 variant: what changes, and how many upstream items there are.
struct W9Variant {
  enum Kind {
    /// Single upstream edits, placed as the ``EditPlacement`` says.
    case edit(EditPlacement)
    /// A new value of the filter's query.
    case query
  }

  /// Where the single edits happen.
  enum EditPlacement {
    /// In the middle of the upstream array, and at places in the middle of the sorted one.
    case middle
    /// At the end of the upstream array and of the sorted one: at most one stored element
    /// shifts.
    case ends
  }

  let kind: Kind
  let items: Int

  var label: String {
    let size = "\(items / 1000)k items"
    switch kind {
    case .edit(.middle): return "W9 one edit, filter+sort, middle, \(size)"
    case .edit(.ends): return "W9 one edit, filter+sort, at the ends, \(size)"
    case .query: return "W9 new query, filter(by:), \(size)"
    }
  }
}

/// `count` items with the scores 0, 2, ..., 2(count - 1) in a fixed shuffled order; every other
/// item (the even IDs) is visible.
func listedItems(_ count: Int) -> [ListedItem] {
  shuffledIndices(count).enumerated().map { index, rank in
    ListedItem(id: index, score: 2 * rank, isVisible: index.isMultiple(of: 2))
  }
}

/// W9: Kizuna's derived arrays against the ways to get the same result without them.
func w9(_ settings: Settings, variants: [W9Variant]) -> [Row] {
  variants.map { variant in
    let measurements =
      switch variant.kind {
      case .edit(let placement): w9Edits(settings, items: variant.items, placement: placement)
      case .query: w9Queries(settings, items: variant.items)
      }
    return Row(workload: variant.label, unit: "ns", measurements: measurements)
  }
}

// MARK: - One edit through filter + sort

/// The four edits of one W9 edit cycle, which leaves the array as it found it: insert a visible
/// item, remove it, change a visible item's score (it moves in the sorted order), change it back.
/// Every edit changes the visible list, so each one sends one change set.
struct EditCycle {
  /// Where the item is inserted and removed, upstream.
  let insertAt: Int
  let inserted: ListedItem
  /// The upstream index of the item whose score changes.
  let moved: Int
  let original: ListedItem
  let shifted: ListedItem

  init(_ items: [ListedItem], placement: W9Variant.EditPlacement) {
    let count = items.count
    switch placement {
    case .middle:
      // Odd scores: distinct from every stored one. n + 1 sorts into the middle; the moved
      // item's score moves by half the range.
      insertAt = count / 2
      inserted = ListedItem(id: count, score: count + 1, isVisible: true)
      moved = count / 4 / 2 * 2  // an even ID: visible
      shifted = ListedItem(
        id: items[moved].id, score: (items[moved].score + count) % (2 * count) + 1,
        isVisible: true)
    case .ends:
      // The insert goes last upstream and sorts last; the moved item is the visible one with
      // the highest score, and its new score puts it just below the second highest: it moves
      // from the last sorted place to the one before.
      insertAt = count
      inserted = ListedItem(id: count, score: 2 * count + 1, isVisible: true)
      let highest = items.indices.filter { items[$0].isVisible }
        .sorted { items[$0].score > items[$1].score }.prefix(2)
      moved = highest.first!
      shifted = ListedItem(
        id: items[moved].id, score: items[highest.last!].score - 1, isVisible: true)
    }
    original = items[moved]
  }

  /// Applies edit number `step` of the cycle to a plain array; returns the item that left
  /// (`old`) and the one that came (`new`), either of them nil for an insert or a remove.
  func apply(
    _ step: Int, to items: inout [ListedItem]
  ) -> (old: ListedItem?, new: ListedItem?) {
    switch step & 3 {
    case 0:
      items.insert(inserted, at: insertAt)
      return (nil, inserted)
    case 1:
      return (items.remove(at: insertAt), nil)
    case 2:
      items[moved] = shifted
      return (original, shifted)
    default:
      items[moved] = original
      return (shifted, original)
    }
  }

  /// Applies edit number `step` of the cycle to an observable array.
  func apply(_ step: Int, to array: MutableObservableArray<ListedItem>) {
    switch step & 3 {
    case 0: array.insert(inserted, at: insertAt)
    case 1: array.remove(at: insertAt)
    case 2: array[moved] = shifted
    default: array[moved] = original
    }
  }
}

/// The visible items by ascending score: what W9's filter + sort computes.
func visibleByScore(_ items: [ListedItem]) -> [ListedItem] {
  items.filter { $0.isVisible }.sorted { $0.score < $1.score }
}

/// The first position in `sorted` (ascending scores) whose score is not below `score`.
func lowerBound(of score: Int, in sorted: [ListedItem]) -> Int {
  var low = 0
  var high = sorted.count
  while low < high {
    let middle = (low + high) / 2
    if sorted[middle].score < score { low = middle + 1 } else { high = middle }
  }
  return low
}

/// Single upstream edits (the cycle of ``EditCycle``), each one operation, seen through
/// `filter { $0.isVisible }.sorted { $0.score < $1.score }` by an observer that counts the
/// change sets (it keeps none: a kept change set would share the derived array's storage and
/// make the next edit copy it).
///
/// Beside it: the floor (`closures`: a plain array edited in place and the visible list kept
/// sorted by hand, one binary search and one array insert or remove per change, a closure
/// called with each position), re-filtering by hand as users do without derived arrays (a
/// `MutableObservableArray` of the visible list given `replace(with:performDiff: true)` after
/// every edit), and the plain recomputation (`filter` + `sorted` of a plain array, no change
/// set). The last two cost milliseconds per edit at 100k items and run fewer edits.
func w9Edits(
  _ settings: Settings, items count: Int, placement: W9Variant.EditPlacement
) -> [Measurement] {
  let items = listedItems(count)
  let cycle = EditCycle(items, placement: placement)
  let edits = max(4, settings.count(10_000) / 4 * 4)  // whole cycles: the arrays keep their shape
  let slowEdits = max(4, settings.count(4_000_000 / count) / 4 * 4)
  let visibleCount = items.count(where: \.isVisible)
  var contest = Contest(runs: settings.runs, operations: edits)

  var plain = items
  var sortedVisible = visibleByScore(items)
  var delivered = 0
  let onChange: (Int) -> Void = opaque { position in delivered &+= position &+ 1 }
  contest.add("closures") {
    delivered = 0
    for step in 0..<edits {
      let (old, new) = cycle.apply(step, to: &plain)
      if let old, old.isVisible {
        let position = lowerBound(of: old.score, in: sortedVisible)
        sortedVisible.remove(at: position)
        onChange(position)
      }
      if let new, new.isVisible {
        let position = lowerBound(of: new.score, in: sortedVisible)
        sortedVisible.insert(new, at: position)
        onChange(position)
      }
    }
    precondition(sortedVisible.count == visibleCount)
    return delivered &+ sortedVisible.count
  }

  let source = MutableObservableArray(items)
  let visible = source.filter { $0.isVisible }.sorted { $0.score < $1.score }
  let observation = visible.observeNext { change in
    accumulator.sum &+= 1
    accumulator.total &+= change.diff.count &+ change.collection.count
  }
  // The derived list follows the edits: compared with the floor's after each edit of a cycle.
  for step in 0..<4 {
    cycle.apply(step, to: source)
    let (old, new) = cycle.apply(step, to: &plain)
    if let old, old.isVisible {
      sortedVisible.remove(at: lowerBound(of: old.score, in: sortedVisible))
    }
    if let new, new.isVisible {
      sortedVisible.insert(new, at: lowerBound(of: new.score, in: sortedVisible))
    }
    precondition(visible.collection == sortedVisible && sortedVisible == visibleByScore(plain))
  }
  contest.add("Kizuna") {
    accumulator.sum = 0
    for step in 0..<edits { cycle.apply(step, to: source) }
    // Every edit reached the observer as one change set of the derived list.
    precondition(accumulator.sum == edits && visible.count == visibleCount)
    return visible.count
  }

  var refiltered = items
  let result = MutableObservableArray(visibleByScore(items))
  let resultObservation = result.observeNext { change in
    accumulator.sum &+= 1
    accumulator.total &+= change.diff.count &+ change.collection.count
  }
  contest.add(
    "Kizuna re-filter, replace(performDiff:)", note: "\(slowEdits) edits per run",
    operations: slowEdits
  ) {
    accumulator.sum = 0
    for step in 0..<slowEdits {
      _ = cycle.apply(step, to: &refiltered)
      result.replace(with: visibleByScore(refiltered), performDiff: true)
    }
    precondition(accumulator.sum == slowEdits && result.count == visibleCount)
    return result.count
  }

  var recomputed = items
  var recomputedVisible: [ListedItem] = []
  contest.add(
    "plain filter+sorted", note: "\(slowEdits) edits per run; no change set",
    operations: slowEdits
  ) {
    var total = 0
    for step in 0..<slowEdits {
      _ = cycle.apply(step, to: &recomputed)
      recomputedVisible = visibleByScore(recomputed)
      total &+= recomputedVisible.count
    }
    return total
  }

  let measurements = contest.run()
  observation.dispose()
  resultObservation.dispose()
  return measurements
}

// MARK: - A new query through filter(by:)

/// A new value of the query of `filter(by: range) { item, range in range.contains(item.score) }`,
/// each one operation, toggled between a range of scores that keeps half of the items and one
/// that keeps 40% (a tenth of the items leave or come back with every toggle); an observer
/// counts the change sets.
///
/// Beside it: the floor (`closures`: one pass over a plain array that builds the new list and
/// the positions that left and came, which is what the derived array sends), and re-filtering
/// by hand (a `MutableObservableArray` of the list given `replace(with:performDiff: true)`).
func w9Queries(_ settings: Settings, items count: Int) -> [Measurement] {
  let items = listedItems(count)
  let wide = 0...(count - 1)  // half of the scores 0, 2, ..., 2(count - 1)
  let narrow = 0...(count * 4 / 5 - 1)  // 40%
  let toggles = max(2, settings.count(20_000_000 / count) / 2 * 2)  // back to `wide` at the end
  var contest = Contest(runs: settings.runs, operations: toggles)
  let rangeOfToggle = { (toggle: Int) in toggle & 1 == 0 ? narrow : wide }

  var current = items.filter { wide.contains($0.score) }
  var delivered = 0
  let onChange: (_ deletes: [Int], _ inserts: [Int]) -> Void = opaque { deletes, inserts in
    delivered &+= deletes.count &+ inserts.count
  }
  contest.add("closures") {
    delivered = 0
    for toggle in 0..<toggles {
      let old = toggle & 1 == 0 ? wide : narrow
      let new = rangeOfToggle(toggle)
      var next: [ListedItem] = []
      var deletes: [Int] = []
      var inserts: [Int] = []
      var oldPosition = 0
      for item in items {
        let isIncluded = new.contains(item.score)
        if old.contains(item.score) {
          if isIncluded { next.append(item) } else { deletes.append(oldPosition) }
          oldPosition += 1
        } else if isIncluded {
          inserts.append(next.count)
          next.append(item)
        }
      }
      current = next
      onChange(deletes, inserts)
    }
    return delivered &+ current.count
  }

  let source = MutableObservableArray(items)
  let range = makeQuery(wide)
  let found = source.filter(by: range) { item, range in range.contains(item.score) }
  let observation = found.observeNext { change in
    accumulator.sum &+= 1
    accumulator.total &+= change.diff.count &+ change.collection.count
  }
  precondition(found.collection == current)
  send(narrow, to: range)
  precondition(found.collection == items.filter { narrow.contains($0.score) })
  send(wide, to: range)
  contest.add("Kizuna") {
    accumulator.sum = 0
    for toggle in 0..<toggles { send(rangeOfToggle(toggle), to: range) }
    // `source` is used here so that it lives: a derived array does not keep its root alive.
    precondition(
      accumulator.sum == toggles && found.count == current.count && source.count == count)
    return found.count
  }

  let result = MutableObservableArray(current)
  let resultObservation = result.observeNext { change in
    accumulator.sum &+= 1
    accumulator.total &+= change.diff.count &+ change.collection.count
  }
  contest.add("Kizuna re-filter, replace(performDiff:)") {
    accumulator.sum = 0
    for toggle in 0..<toggles {
      let range = rangeOfToggle(toggle)
      result.replace(with: items.filter { range.contains($0.score) }, performDiff: true)
    }
    precondition(accumulator.sum == toggles && result.count == current.count)
    return result.count
  }

  let measurements = contest.run()
  observation.dispose()
  resultObservation.dispose()
  return measurements
}

// The query observable is made and set only through these two unoptimized helpers. Specialized
// in this module, `Observable`'s inlinable code changed how the optimizer merged identical
// functions elsewhere: W1 and W2 then called a thunk on every send, which moved their counts
// with no change in the library (docs/benchmarks.md, "The performance gate"). Unspecialized, a
// new query costs a little more, a small fraction of W9E's count.

/// An observable holding `value`, made by unspecialized code (see above).
@_optimize(none)
func makeQuery<Value: Sendable>(_ value: Value) -> Observable<Value> { Observable(value) }

/// Sets `observable`'s value through unspecialized code (see above).
@_optimize(none)
func send<Value: Sendable>(_ value: Value, to observable: Observable<Value>) {
  observable.value = value
}
