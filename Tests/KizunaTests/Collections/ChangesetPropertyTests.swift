import Kizuna
import KizunaTestSupport
import Testing

/// Random mutation batches on flat and sectioned arrays. Every planned batch must be accepted
/// by the oracle and replay to the new data; patches and diffs must agree.
///
/// `KIZUNA_PROPERTY_ITERATIONS` sets the number of cases; `KIZUNA_PROPERTY_SEED` replays from a
/// seed (a failure names its seed). `scripts/property-tests.sh` runs it long, from a fresh seed.
@Suite struct ChangesetPropertyTests {
  static let defaultIterations = 1500

  @MainActor
  @Test func flatBatchesAreAcceptedByTheOracleAndRoundTrip() {
    for seed in PropertySettings.seeds(default: Self.defaultIterations) {
      var random = RandomEdits(seed: seed)
      let array = MutableObservableArray(random.rows(0...8))
      let strict = BoundTable(strict: true)
      let combined = BoundTable(strict: false)
      strict.bind(array)
      combined.bind(array)
      let changes = EventRecorder<ArrayChangeset<TestRow>, Never>()
      let observation = array.observe(with: changes.record)
      for _ in 0..<random.int(1...3) {
        let old = array.collection
        let editCount = random.int(1...6)
        if random.chance(10) {
          // A user drag in both tables, applied to the data without echo.
          guard old.count >= 2 else { continue }
          let from = ItemPath(section: 0, item: random.int(0...old.count - 1))
          let to = ItemPath(section: 0, item: random.int(0...old.count - 1))
          // The user drags in one table; the other receives the change as a batch.
          (random.chance(50) ? strict : combined).userMove(from: from, to: to)
        } else {
          array.batchUpdate { batch in
            for _ in 0..<editCount { batch.apply(random.flatEdit(batch.collection)) }
          }
        }
        let new = array.collection
        #expect(strict.errors.isEmpty, "seed \(seed): \(strict.errors)")
        #expect(combined.errors.isEmpty, "seed \(seed): \(combined.errors)")
        #expect(strict.oracle.shown == [ArraySection(metadata: "flat", items: new)], "seed \(seed)")
        #expect(
          combined.oracle.shown == [ArraySection(metadata: "flat", items: new)], "seed \(seed)")
        guard let change = changes.values.last, change.kind == .edits, old != new else { continue }
        checkFlat(change, old: old, seed: seed)
        if !strict.errors.isEmpty || !combined.errors.isEmpty { return }
      }
      observation.dispose()
    }
  }

  @MainActor
  @Test func sectionedBatchesAreAcceptedByTheOracleAndRoundTrip() {
    for seed in PropertySettings.seeds(default: Self.defaultIterations) {
      var random = RandomEdits(seed: seed)
      let array = MutableObservableSectionedArray(random.sections(0...4, rows: 0...4))
      let strict = BoundTable(strict: true)
      let combined = BoundTable(strict: false)
      strict.bind(array)
      combined.bind(array)
      let changes = EventRecorder<SectionedArrayChangeset<TestHeader, TestRow>, Never>()
      let observation = array.observe(with: changes.record)
      for _ in 0..<random.int(1...3) {
        let old = array.collection
        let editCount = random.int(1...6)
        let paths = old.indices.flatMap { section in
          old[section].items.indices.map { ItemPath(section: section, item: $0) }
        }
        if random.chance(10), !paths.isEmpty {
          let from = paths[random.int(0...paths.count - 1)]
          let section = random.int(0...old.count - 1)
          let limit = old[section].items.count - (section == from.section ? 1 : 0)
          let to = ItemPath(section: section, item: random.int(0...limit))
          // The user drags in one table; the other receives the change as a batch.
          (random.chance(50) ? strict : combined).userMove(from: from, to: to)
        } else {
          array.batchUpdate { batch in
            for _ in 0..<editCount { batch.apply(random.sectionedEdit(batch.collection)) }
          }
        }
        let new = array.collection
        #expect(strict.errors.isEmpty, "seed \(seed): \(strict.errors)")
        #expect(combined.errors.isEmpty, "seed \(seed): \(combined.errors)")
        #expect(strict.sectionedOracle.shown == new, "seed \(seed)")
        #expect(combined.sectionedOracle.shown == new, "seed \(seed)")
        guard let change = changes.values.last, change.kind == .edits, old != new else { continue }
        checkSectioned(change, old: old, seed: seed)
        if !strict.errors.isEmpty || !combined.errors.isEmpty { return }
      }
      observation.dispose()
    }
  }

  /// Every flat invariant: patch, diff, conversions, diffing, and both planner modes.
  @MainActor
  func checkFlat(_ change: ArrayChangeset<TestRow>, old: [TestRow], seed: UInt64) {
    let new = change.collection
    #expect(old.applying(change.patch) == new, "seed \(seed): patch")
    #expect(CollectionDiff(patch: change.patch, oldCount: old.count) == change.diff, "seed \(seed)")
    let patch = change.diff.patch(oldCount: old.count, to: new)
    #expect(old.applying(patch) == new, "seed \(seed): patch from diff")
    #expect(
      CollectionDiff(patch: patch, oldCount: old.count) == change.diff, "seed \(seed): round trip")
    #expect(
      CollectionDiff(from: old, to: new, identifiedBy: \.id) == change.diff,
      "seed \(seed): identity diff")
    let hashed = CollectionDiff(from: old, to: new)
    #expect(old.applying(hashed.patch(oldCount: old.count, to: new)) == new, "seed \(seed): hashed")
    let myers = CollectionDiff(from: old.map(EquatableOnly.init), to: new.map(EquatableOnly.init))
    #expect(
      old.map(EquatableOnly.init).applying(
        myers.patch(oldCount: old.count, to: new.map(EquatableOnly.init)))
        == new.map(EquatableOnly.init), "seed \(seed): myers")
    #expect(hashed.moves.count == myers.moves.count, "seed \(seed): exact moves")
    let section = [ArraySection(metadata: "flat", items: old)]
    checkPlans(from: section, to: change.sectioned(metadata: "flat"), seed: seed)
  }

  /// Every sectioned invariant.
  @MainActor
  func checkSectioned(
    _ change: SectionedArrayChangeset<TestHeader, TestRow>, old: [TestSection], seed: UInt64
  ) {
    let new = change.collection
    let counts = old.map(\.items.count)
    #expect(old.applying(change.patch) == new, "seed \(seed): patch")
    #expect(
      SectionedArrayDiff(patch: change.patch, oldItemCounts: counts) == change.diff, "seed \(seed)")
    let patch = change.diff.patch(oldItemCounts: counts, to: new)
    #expect(old.applying(patch) == new, "seed \(seed): patch from diff \(change.diff)")
    #expect(
      SectionedArrayDiff(patch: patch, oldItemCounts: counts) == change.diff,
      "seed \(seed): round trip")
    #expect(
      SectionedArrayDiff(from: old, to: new, sectionID: \.id, itemID: \.id) == change.diff,
      "seed \(seed): identity diff")
    checkPlans(from: old, to: change, seed: seed)
  }

  /// Plans the change in both modes and replays every batch on a fresh oracle.
  @MainActor
  func checkPlans<Metadata: Equatable & Sendable, Item: Equatable & Sendable>(
    from old: [ArraySection<Metadata, Item>], to change: SectionedArrayChangeset<Metadata, Item>,
    seed: UInt64
  ) {
    for mode in [TableUpdatePlanner.Mode.strict, .combined] {
      let data = Box(old)
      let oracle = TableViewModel<Metadata, Item>(strict: mode == .strict) { data.value }
      oracle.reloadData()
      for update in TableUpdatePlanner.plan(from: old, to: change, mode: mode) {
        data.value = update.snapshot
        switch update {
        case .reloadData: oracle.reloadData()
        case .batch(let operations, _):
          #expect(
            throws: Never.self,
            "seed \(seed), \(mode): \(operations)\nold \(old)\nnew \(change.collection)\ndiff \(change.diff)"
          ) {
            try oracle.apply(operations)
          }
        }
      }
      #expect(oracle.shown == change.collection, "seed \(seed), \(mode)")
      #expect(oracle.reloadCount == 1, "seed \(seed), \(mode): planned a reload")
    }
  }
}

/// A mutable value shared with a data source closure.
@MainActor
final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// An element that is only Equatable, to exercise Myers' algorithm.
struct EquatableOnly: Equatable {
  var row: TestRow
  init(_ row: TestRow) { self.row = row }
}

/// A strict or lenient oracle driven by a binder.
@MainActor
final class BoundTable {
  let oracle: TableViewModel<String, TestRow>
  let sectionedOracle: TableViewModel<TestHeader, TestRow>
  let later = ManualDeferral()
  let binder: TableBinder<String, TestRow>
  let sectionedBinder: TableBinder<TestHeader, TestRow>
  var disposables: [any Disposable] = []

  init(strict: Bool) {
    oracle = TableViewModel(strict: strict)
    sectionedOracle = TableViewModel(strict: strict)
    binder = TableBinder(deferral: later.deferral)
    sectionedBinder = TableBinder(deferral: later.deferral)
    binder.configuration.updateStyle = .batches(strict ? .strict : .combined)
    sectionedBinder.configuration.updateStyle = .batches(strict ? .strict : .combined)
    binder.table = oracle
    sectionedBinder.table = sectionedOracle
    oracle.dataSource = { [binder] in binder.snapshot }
    sectionedOracle.dataSource = { [sectionedBinder] in sectionedBinder.snapshot }
  }

  var errors: [TableUpdateError] { oracle.errors + sectionedOracle.errors }

  func bind(_ array: MutableObservableArray<TestRow>) {
    disposables.append(binder.bind(array, metadata: "flat"))
  }

  func bind(_ array: MutableObservableSectionedArray<TestHeader, TestRow>) {
    disposables.append(sectionedBinder.bind(array))
  }

  func userMove(from: ItemPath, to: ItemPath) {
    if !oracle.shown.isEmpty {
      oracle.simulateUserMove(from: from, to: to) { binder.userMovedRow(from: from, to: to) }
    }
    if !sectionedOracle.shown.isEmpty {
      sectionedOracle.simulateUserMove(from: from, to: to) {
        sectionedBinder.userMovedRow(from: from, to: to)
      }
    }
    later.runAll()  // the table's callback returns
  }
}

extension ChangesetPropertyTests {
  @MainActor
  @Test func sectionedOracleSeesTheShownSections() {
    // BoundTable drives the sectioned oracle only for sectioned arrays.
    let table = BoundTable(strict: true)
    let array = MutableObservableSectionedArray([
      TestSection(metadata: TestHeader(id: 1), items: [])
    ])
    table.bind(array)
    #expect(table.sectionedOracle.shown == array.collection)
  }
}
