import KizunaTestSupport
import Testing

@testable import Kizuna

/// Random upstream batches (inserts, deletes, updates, moves, replacements, single
/// edits) and query changes through random chains of derived-array operators give exactly the
/// same chain applied to a plain array, and every change set they send, bound to the table
/// oracle, is accepted and leaves the right rows. `KIZUNA_PROPERTY_ITERATIONS` counts upstream
/// steps (batches, edits, replacements, queries) per test; `KIZUNA_PROPERTY_SEED` replays the
/// case a failure names. `scripts/property-tests.sh` runs it long, from a fresh seed.
@Suite struct DerivedArrayPropertyTests {
  static let defaultSteps = 1500

  /// Calls `body` with a seed and a number of steps for each case, until the cases' steps add
  /// up to the configured number.
  static func forEachCase(_ body: (_ seed: UInt64, _ steps: Int) -> Void) {
    for seed in PropertyRegressions.seeds { body(seed, Int(seed % 8) + 1) }
    let target = PropertySettings.iterations(default: defaultSteps)
    var total = 0
    var seed = PropertySettings.baseSeed
    while total < target {
      let steps = Int(seed % 8) + 1
      body(seed, steps)
      total += steps
      seed &+= 1
    }
  }

  /// One link of a chain; every predicate and key reads the version, so updates move elements
  /// in and out, and between places and sections.
  enum Link: CaseIterable, CustomStringConvertible {
    case filter, filterByQuery, map, compactMap, sorted, sortedByOrder, crystallize

    var description: String {
      switch self {
      case .filter: "filter"
      case .filterByQuery: "filter(by:)"
      case .map: "map"
      case .compactMap: "compactMap"
      case .sorted: "sorted"
      case .sortedByOrder: "sorted(by:)"
      case .crystallize: "crystallize"
      }
    }
  }

  /// The queries and orders in force, one per link that takes one.
  final class Queries: Sendable {
    let filters: [Observable<Int>]
    let orders: [Observable<Bool>]

    init(count: Int) {
      filters = (0..<count).map { _ in Observable(0) }
      orders = (0..<count).map { _ in Observable(true) }
    }
  }

  static func isIncluded(_ row: TestRow) -> Bool { (row.id + row.version) % 3 != 0 }
  static func isIncluded(_ row: TestRow, query: Int) -> Bool { (row.id + row.version) % 4 != query }
  static func mapped(_ row: TestRow) -> TestRow {
    TestRow(id: row.id &* 7 % 101, version: row.version)
  }
  static func compactMapped(_ row: TestRow) -> TestRow? {
    (row.id &+ row.version) % 5 == 0 ? nil : TestRow(id: row.id, version: row.version &+ 1)
  }
  /// A key with many ties, so that equal elements' upstream order matters.
  static func sortKey(_ row: TestRow) -> Int { (row.id &* 7 &+ row.version &* 3) % 6 }
  static func sectionKey(_ row: TestRow) -> Int { (row.id &+ row.version) % 4 }

  /// The chain as derived arrays.
  static func derive(
    _ upstream: MutableObservableArray<TestRow>, _ chain: [Link], _ queries: Queries
  ) -> ObservableArray<TestRow> {
    var array = upstream.readOnly
    for (position, link) in chain.enumerated() {
      switch link {
      case .filter: array = array.filter(isIncluded)
      case .filterByQuery:
        array = array.filter(by: queries.filters[position]) { isIncluded($0, query: $1) }
      case .map: array = array.map(mapped)
      case .compactMap: array = array.compactMap(compactMapped)
      case .sorted: array = array.sorted { sortKey($0) < sortKey($1) }
      case .sortedByOrder:
        array = array.sorted(by: queries.orders[position]) { a, b, ascending in
          ascending ? sortKey(a) < sortKey(b) : sortKey(a) > sortKey(b)
        }
      case .crystallize: array = array.crystallize()
      }
    }
    return array
  }

  /// The same chain on a plain array.
  static func reference(_ elements: [TestRow], _ chain: [Link], _ queries: Queries) -> [TestRow] {
    var elements = elements
    for (position, link) in chain.enumerated() {
      switch link {
      case .filter: elements = elements.filter(isIncluded)
      case .filterByQuery:
        let query = queries.filters[position].value
        elements = elements.filter { isIncluded($0, query: query) }
      case .map: elements = elements.map(mapped)
      case .compactMap: elements = elements.compactMap(compactMapped)
      case .sorted: elements = stableSorted(elements) { sortKey($0) < sortKey($1) }
      case .sortedByOrder:
        let ascending = queries.orders[position].value
        elements = stableSorted(elements) {
          ascending ? sortKey($0) < sortKey($1) : sortKey($0) > sortKey($1)
        }
      case .crystallize: break
      }
    }
    return elements
  }

  static func stableSorted(
    _ elements: [TestRow], by areInIncreasingOrder: (TestRow, TestRow) -> Bool
  ) -> [TestRow] {
    elements.enumerated().sorted { first, second in
      if areInIncreasingOrder(first.element, second.element) { return true }
      if areInIncreasingOrder(second.element, first.element) { return false }
      return first.offset < second.offset
    }.map(\.element)
  }

  /// Grouped by `sectionKey`, sections ascending, items in order.
  static func referenceGroups(_ elements: [TestRow]) -> [ArraySection<Int, TestRow>] {
    let keys = Set(elements.map(sectionKey)).sorted()
    return keys.map { key in
      ArraySection(metadata: key, items: elements.filter { sectionKey($0) == key })
    }
  }

  /// One random step: a batch, a single edit, a replacement, or a new query or order.
  static func step(
    _ upstream: MutableObservableArray<TestRow>, _ queries: Queries, _ random: inout RandomEdits
  ) {
    switch random.int(0...19) {
    case 0:
      upstream.replace(with: random.rows(0...10))
    case 1:
      var elements = upstream.collection.shuffled(using: &random.random)
      if !elements.isEmpty { elements.removeLast() }
      elements.append(contentsOf: random.rows(0...2))
      upstream.replace(with: elements, performDiff: true)
    case 2...3 where !queries.filters.isEmpty:
      queries.filters[random.int(0...queries.filters.count - 1)].value = random.int(0...3)
    case 4 where !queries.orders.isEmpty:
      let order = queries.orders[random.int(0...queries.orders.count - 1)]
      order.value.toggle()
    case 5...8:
      switch random.flatEdit(upstream.collection) {
      case .insert(let row, let index): upstream.insert(row, at: index)
      case .delete(let index): upstream.remove(at: index)
      case .update(let row, let index): upstream[index] = row
      case .move(let from, let to): upstream.move(from: from, to: to)
      }
    default:
      upstream.batchUpdate { batch in
        for _ in 0..<random.int(1...6) { batch.apply(random.flatEdit(batch.collection)) }
      }
    }
  }

  static func randomChain(_ random: inout RandomEdits) -> [Link] {
    (0..<random.int(1...3)).map { _ in Link.allCases[random.int(0...Link.allCases.count - 1)] }
  }

  @Test func randomChainsEqualTheSameChainOnAPlainArray() {
    Self.forEachCase { seed, steps in
      var random = RandomEdits(seed: seed)
      let upstream = MutableObservableArray(random.rows(0...12))
      let chain = Self.randomChain(&random)
      let queries = Queries(count: chain.count)
      let derived = Self.derive(upstream, chain, queries)
      let grouped = derived.grouped(by: Self.sectionKey)
      // Every change set must take the previous collection to the new one.
      let follower = ChangeFollower<TestRow>()
      let observation = derived.observe(with: follower.record)
      for stepNumber in 0..<steps {
        Self.step(upstream, queries, &random)
        let expected = Self.reference(upstream.collection, chain, queries)
        let label = "seed \(seed), chain \(chain), step \(stepNumber)"
        #expect(derived.collection == expected, "\(label)")
        #expect(follower.rebuilt == expected, "\(label): change sets")
        #expect(grouped.collection == Self.referenceGroups(expected), "\(label): grouped")
        if derived.collection != expected || follower.rebuilt != expected { break }
      }
      observation.dispose()
    }
  }

  @MainActor
  @Test(arguments: [false, true])
  func everyChangeSetOfARandomChainIsAcceptedByTheTableOracle(grouped: Bool) {
    Self.forEachCase { seed, steps in
      var random = RandomEdits(seed: seed)
      let upstream = MutableObservableArray(random.rows(0...12))
      let chain = Self.randomChain(&random)
      let queries = Queries(count: chain.count)
      let derived = Self.derive(upstream, chain, queries)
      let later = ManualDeferral()
      let strict = random.chance(50)
      let label = "seed \(seed), chain \(chain), grouped \(grouped)"
      if grouped {
        let sections = derived.grouped(by: Self.sectionKey)
        let oracle = TableViewModel<Int, TestRow>(strict: strict)
        let binder = TableBinder<Int, TestRow>(table: oracle, deferral: later.deferral)
        binder.configuration.updateStyle = .batches(strict ? .strict : .combined)
        oracle.dataSource = { [binder] in binder.snapshot }
        let binding = binder.bind(sections)
        for _ in 0..<steps {
          Self.step(upstream, queries, &random)
          if random.chance(60) { later.runAll() }
          #expect(oracle.errors.isEmpty, "\(label): \(oracle.errors)")
          if !oracle.errors.isEmpty { break }
        }
        later.runAll()
        let expected = Self.referenceGroups(Self.reference(upstream.collection, chain, queries))
        #expect(oracle.shown == expected, "\(label)")
        binding.dispose()
      } else {
        let oracle = TableViewModel<String, TestRow>(strict: strict)
        let binder = TableBinder<String, TestRow>(table: oracle, deferral: later.deferral)
        binder.configuration.updateStyle = .batches(strict ? .strict : .combined)
        oracle.dataSource = { [binder] in binder.snapshot }
        let binding = binder.bind(derived, metadata: "rows")
        for _ in 0..<steps {
          Self.step(upstream, queries, &random)
          if random.chance(60) { later.runAll() }
          #expect(oracle.errors.isEmpty, "\(label): \(oracle.errors)")
          if !oracle.errors.isEmpty { break }
        }
        later.runAll()
        let expected = Self.reference(upstream.collection, chain, queries)
        #expect(oracle.shown == [ArraySection(metadata: "rows", items: expected)], "\(label)")
        binding.dispose()
      }
    }
  }

  @MainActor
  @Test func aFlattenedSectionedArrayFollowsRandomSectionAndItemEdits() {
    Self.forEachCase { seed, steps in
      var random = RandomEdits(seed: seed)
      let sections = MutableObservableSectionedArray(random.sections(0...4, rows: 0...4))
      let flat = sections.flattened()
      let filtered = flat.filter(Self.isIncluded).grouped(by: Self.sectionKey)
      let follower = ChangeFollower<TestRow>()
      let observation = flat.observe(with: follower.record)
      let later = ManualDeferral()
      let oracle = TableViewModel<String, TestRow>(strict: random.chance(50))
      let binder = TableBinder<String, TestRow>(table: oracle, deferral: later.deferral)
      binder.configuration.updateStyle = .batches(oracle.isStrict ? .strict : .combined)
      oracle.dataSource = { [binder] in binder.snapshot }
      let binding = binder.bind(flat, metadata: "items")
      for stepNumber in 0..<steps {
        switch random.int(0...9) {
        case 0:
          sections.replace(with: random.sections(0...4, rows: 0...4))
        case 1...4:
          // A single edit, through the array's own method (edited in place).
          switch random.sectionedEdit(sections.collection) {
          case .insertSection(let section, let index): sections.insertSection(section, at: index)
          case .deleteSection(let index): sections.removeSection(at: index)
          case .updateSection(let header, let index):
            sections.updateMetadata(header, ofSection: index)
          case .moveSection(let from, let to): sections.moveSection(from: from, to: to)
          case .insertItem(let row, let path): sections.insertItem(row, at: path)
          case .deleteItem(let path): sections.removeItem(at: path)
          case .updateItem(let row, let path): sections[path] = row
          case .moveItem(let from, let to): sections.moveItem(from: from, to: to)
          }
        default:
          sections.batchUpdate { batch in
            for _ in 0..<random.int(1...5) { batch.apply(random.sectionedEdit(batch.collection)) }
          }
        }
        if random.chance(60) { later.runAll() }
        let expected = sections.collection.flatMap(\.items)
        let label = "seed \(seed), step \(stepNumber)"
        #expect(flat.collection == expected, "\(label)")
        #expect(follower.rebuilt == expected, "\(label): change sets")
        #expect(
          filtered.collection == Self.referenceGroups(expected.filter(Self.isIncluded)),
          "\(label): filtered and grouped")
        #expect(oracle.errors.isEmpty, "\(label): \(oracle.errors)")
        if flat.collection != expected || !oracle.errors.isEmpty { break }
      }
      later.runAll()
      #expect(oracle.shown == [ArraySection(metadata: "items", items: flat.collection)])
      binding.dispose()
      observation.dispose()
    }
  }
}

/// Rebuilds a collection from the change sets it receives, checking that each one's patch
/// and diff take the previous collection to the new one.
final class ChangeFollower<Element: Hashable & Sendable>: Sendable {
  private let state = Lock.make([Element]())

  var rebuilt: [Element] { state.withLock { $0 } }

  @Sendable func record(_ event: Event<ArrayChangeset<Element>, Never>) {
    guard case .next(let change) = event else { return }
    state.withLock { elements in
      switch change.kind {
      case .initial, .replacement:
        elements = change.collection
      case .edits:
        let patched = elements.applying(change.patch)
        precondition(patched == change.collection, "patch \(change.patch) from \(elements)")
        change._checkInvariants(oldCount: elements.count)
        elements = patched
      }
    }
  }
}
