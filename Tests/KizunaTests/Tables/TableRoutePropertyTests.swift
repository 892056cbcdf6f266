import Kizuna
import KizunaTestSupport
import Testing

/// Random runs of every public route into a table: `bind()`, `apply(_:)` with the
/// app taking, delaying or refusing the user's moves, detaching and re-attaching the table,
/// observers that change the data while a user move is handled, user moves made while changes
/// still wait, and a producer on another thread whose changes reach the table on the main
/// actor.
///
/// The oracle reads the data source after every update, as UIKit does, and rejects every batch
/// UIKit would reject and every row that shows other content than the data source. Whenever
/// the run loop is idle (no deferred work, no change in flight), what the table shows must be
/// the model, row by row.
///
/// `KIZUNA_PROPERTY_ITERATIONS` sets the number of cases; `KIZUNA_PROPERTY_SEED` replays from a
/// seed (a failure names its seed). `scripts/property-tests.sh` runs it long, from a fresh seed.
@Suite struct TableRoutePropertyTests {
  static let defaultIterations = 1000

  /// How the app feeds the binder.
  enum Route: String, CaseIterable, Sendable {
    /// `bind(_:)`: the binder observes the array and applies user moves to it.
    case bind
    /// The app observes the array and calls `apply(_:)`; it applies user moves itself, at once,
    /// later, or not at all (then it calls `reload()`).
    case apply
  }

  @MainActor
  @Test(arguments: Route.allCases, [true, false])
  func sectionedRoutesKeepTheTableEqualToTheModel(route: Route, strict: Bool) {
    // A quarter of the iterations per case: each runs 1 to 8 steps, most of them batches, so
    // every route (two cases) still gets well over the iteration count in batches.
    let iterations = max(1, PropertySettings.iterations(default: Self.defaultIterations) / 4)
    for seed in PropertySettings.seeds(count: iterations) {
      var random = RandomEdits(seed: seed)
      let run = RouteRun(
        array: MutableObservableSectionedArray(random.sections(0...4, rows: 0...4)),
        route: route, strict: strict)
      for _ in 0..<random.int(1...8) {
        run.step(&random)
        if !run.check("seed \(seed), \(route), strict \(strict)") { return }
      }
      run.settle()
      if !run.check("seed \(seed), \(route), strict \(strict), settled") { return }
      run.end()
    }
  }

  @MainActor
  @Test(arguments: Route.allCases)
  func flatRoutesKeepTheTableEqualToTheModel(route: Route) {
    for seed in PropertySettings.seeds(default: Self.defaultIterations) {
      var random = RandomEdits(seed: seed)
      let array = MutableObservableArray(random.rows(0...8))
      let later = ManualDeferral()
      let oracle = TableViewModel<String, TestRow>(strict: random.chance(50))
      let binder = TableBinder<String, TestRow>(table: oracle, deferral: later.deferral)
      binder.configuration.updateStyle = .batches(oracle.isStrict ? .strict : .combined)
      oracle.dataSource = { [binder] in binder.snapshot }
      let binding: any Disposable =
        switch route {
        case .bind: binder.bind(array, metadata: "flat")
        case .apply:
          array.observeNext { change in
            MainActor.assumeIsolated { binder.apply(change.sectioned(metadata: "flat")) }
          }
        }
      for _ in 0..<random.int(1...6) {
        let shown = oracle.shown.first?.items ?? []
        if random.chance(25), shown.count >= 2 {
          let from = random.int(0...shown.count - 1)
          let to = random.int(0...shown.count - 1)
          let source = ItemPath(section: 0, item: from)
          let target = ItemPath(section: 0, item: to)
          oracle.simulateUserMove(from: source, to: target) {
            binder.userMovedRow(from: source, to: target)
            if route == .apply, from != to {
              // The app moves the row at the same position in its data, if there is one (the
              // data may have moved on); otherwise it refuses the move.
              let count = array.collection.count
              if from < count, to < count {
                array.move(from: from, to: to)
              } else {
                binder.reload()
              }
            }
          }
        } else {
          array.batchUpdate { batch in
            for _ in 0..<random.int(1...6) { batch.apply(random.flatEdit(batch.collection)) }
          }
        }
        if random.chance(60) { later.runAll() }
        #expect(oracle.errors.isEmpty, "seed \(seed), \(route): \(oracle.errors)")
        #expect(binder.snapshot == oracle.shown, "seed \(seed), \(route): data source")
        if !oracle.errors.isEmpty || binder.snapshot != oracle.shown { return }
      }
      later.runAll()
      #expect(
        oracle.shown == [ArraySection(metadata: "flat", items: array.collection)], "seed \(seed)")
      binding.dispose()
    }
  }

  @MainActor
  @Test(arguments: Route.allCases)
  func changesFromABackgroundProducerReachTheTableInOrder(route: Route) async {
    let iterations = max(1, PropertySettings.iterations(default: Self.defaultIterations) / 50)
    for seed in PropertySettings.seeds(count: iterations) {
      var random = RandomEdits(seed: seed)
      let array = MutableObservableSectionedArray(random.sections(1...4, rows: 0...4))
      let later = ManualDeferral()
      let oracle = TableViewModel<TestHeader, TestRow>(strict: random.chance(50))
      let binder = TableBinder<TestHeader, TestRow>(table: oracle, deferral: later.deferral)
      binder.configuration.updateStyle = .batches(oracle.isStrict ? .strict : .combined)
      oracle.dataSource = { [binder] in binder.snapshot }
      // With `apply`, the app's own hop to the main actor: change sets wait here, in order,
      // until the main actor takes them. With `bind`, the binder hops by itself.
      let inbox = Lock.make([SectionedArrayChangeset<TestHeader, TestRow>]())
      let observation: any Disposable =
        switch route {
        case .apply: array.observeNext { change in inbox.withLock { $0.append(change) } }
        case .bind: binder.bind(array)
        }
      func deliver(upTo limit: Int) {
        let taken = inbox.withLock { waiting in
          let taken = Array(waiting.prefix(limit))
          waiting.removeFirst(taken.count)
          return taken
        }
        for change in taken { binder.apply(change) }
      }
      let producerSeed = seed &* 31
      let producer = Task.detached {
        var random = RandomEdits(seed: producerSeed)
        random.nextID = 1_000_000  // distinct identities from the main actor's rows
        for _ in 0..<random.int(5...30) {
          array.batchUpdate { batch in
            for _ in 0..<random.int(1...4) { batch.apply(random.sectionedEdit(batch.collection)) }
          }
        }
      }
      deliver(upTo: 1)  // the initial change set
      for _ in 0..<random.int(5...30) {
        switch random.int(0...9) {
        case 0...1:
          // The user drags a row the table shows. With `apply`, the app moves the row at the
          // same position in its data, if there is one (the data may have moved on).
          if let (from, to) = random.userMove(in: oracle.shown) {
            oracle.simulateUserMove(from: from, to: to) {
              binder.userMovedRow(from: from, to: to)
              guard route == .apply else { return }
              var moved = false
              array.batchUpdate { batch in
                if from != to, batch.collection.canMoveItem(from: from, to: to) {
                  batch.moveItem(from: from, to: to)
                  moved = true
                }
              }
              if !moved { binder.reload() }  // the app refuses the move
            }
          }
        case 2...3: later.runAll()
        default: deliver(upTo: random.int(1...3))
        }
        #expect(oracle.errors.isEmpty, "seed \(seed), \(route): \(oracle.errors)")
        #expect(binder.snapshot == oracle.shown, "seed \(seed), \(route): data source")
        if binder.snapshot != oracle.shown { return }
        if random.chance(30) { await Task.yield() }  // the binder's hop runs between steps
      }
      await producer.value
      // Let every change set in flight arrive: the app's inbox, the binder's own hop (a
      // main-actor job), the run loop after a move callback.
      var turns = 0
      repeat {
        deliver(upTo: .max)
        later.runAll()
        await Task.yield()
        turns += 1
      } while binder.snapshot != array.collection && turns < 10_000
      #expect(oracle.errors.isEmpty, "seed \(seed), \(route): \(oracle.errors)")
      #expect(oracle.shown == array.collection, "seed \(seed), \(route)")
      observation.dispose()
      if !oracle.errors.isEmpty { return }
    }
  }
}

/// One random run of a sectioned route: the model, the app, the binder and the oracle.
@MainActor
final class RouteRun {
  let array: MutableObservableSectionedArray<TestHeader, TestRow>
  let route: TableRoutePropertyTests.Route
  let later = ManualDeferral()
  let oracle: TableViewModel<TestHeader, TestRow>
  let binder: TableBinder<TestHeader, TestRow>
  var disposables: [any Disposable] = []
  /// User moves the app has not yet applied to its data (apply route).
  var movesToApply: [(from: ItemPath, to: ItemPath)] = []
  /// Whether an observer reacts to the next user move by changing the data.
  var reactToNextMove = false
  var reactionEdits: [SectionedArrayEdit<TestHeader, TestRow>] = []

  init(
    array: MutableObservableSectionedArray<TestHeader, TestRow>,
    route: TableRoutePropertyTests.Route, strict: Bool
  ) {
    self.array = array
    self.route = route
    oracle = TableViewModel(strict: strict)
    binder = TableBinder(table: oracle, deferral: later.deferral)
    binder.configuration.updateStyle = .batches(strict ? .strict : .combined)
    oracle.dataSource = { [binder] in binder.snapshot }
    switch route {
    case .bind: disposables.append(binder.bind(array))
    case .apply:
      disposables.append(
        array.observeNext { [binder] change in MainActor.assumeIsolated { binder.apply(change) } })
    }
    // Another observer: when told to, it reacts to a move by changing the data (bumping rows,
    // inserting, deleting), synchronously, inside the table's move callback.
    disposables.append(
      array.observeNext { [weak self] change in
        MainActor.assumeIsolated {
          guard let self, self.reactToNextMove, change.kind == .edits,
            case .moveItem = change.patch.first
          else { return }
          self.reactToNextMove = false
          let edits = self.reactionEdits
          self.array.batchUpdate { batch in
            for edit in edits where batch.collection.accepts(edit) { batch.apply(edit) }
          }
        }
      })
  }

  /// One random action: a batch of edits, a user move, a detach or re-attach, the run loop
  /// turning, or the app catching up with its moves.
  func step(_ random: inout RandomEdits) {
    switch random.int(0...19) {
    case 0...2:
      guard let (from, to) = random.userMove(in: oracle.shown), binder.table != nil else { return }
      if random.chance(40) {
        reactToNextMove = true
        reactionEdits = (0..<random.int(1...3)).map { _ in random.sectionedEdit(array.collection) }
      }
      let choice = random.int(0...2)
      oracle.simulateUserMove(from: from, to: to) {
        binder.userMovedRow(from: from, to: to)
        if route == .apply {
          switch choice {
          case 0: applyMove(from: from, to: to)  // in the callback
          case 1: movesToApply.append((from, to))  // after the callback
          default: movesToApply.append((ItemPath(section: -1, item: -1), to))  // refused
          }
        }
      }
    case 3:
      binder.table = binder.table == nil ? oracle : nil
    case 4...6:
      later.runAll()
    case 7:
      catchUp()
    default:
      array.batchUpdate { batch in
        for _ in 0..<random.int(1...6) { batch.apply(random.sectionedEdit(batch.collection)) }
      }
    }
  }

  /// The app applies a user's move to its data, or refuses it when the data has no such row
  /// any more.
  func applyMove(from: ItemPath, to: ItemPath) {
    guard from != to else { return }
    guard array.collection.canMoveItem(from: from, to: to) else {
      binder.reload()
      return
    }
    array.moveItem(from: from, to: to)
  }

  /// The app applies (or refuses) the moves it put off.
  func catchUp() {
    let moves = movesToApply
    movesToApply.removeAll()
    for move in moves {
      if move.from.section < 0 {
        binder.reload()
      } else {
        applyMove(from: move.from, to: move.to)
      }
    }
  }

  /// Lets everything finish: the app's moves, the run loop, a detached table.
  func settle() {
    catchUp()
    later.runAll()
    if binder.table == nil { binder.table = oracle }
    later.runAll()
  }

  /// Checks the oracle; once settled, the table must show the model.
  func check(_ label: String) -> Bool {
    #expect(oracle.errors.isEmpty, "\(label): \(oracle.errors)")
    if binder.table != nil {
      // The data source serves what the table shows, at every moment.
      #expect(binder.snapshot == oracle.shown, "\(label): data source")
      if binder.snapshot != oracle.shown { return false }
    }
    if later.count == 0, movesToApply.isEmpty, binder.table != nil {
      #expect(oracle.shown == array.collection, "\(label)")
      if oracle.shown != array.collection { return false }
    }
    return oracle.errors.isEmpty
  }

  func end() {
    for disposable in disposables { disposable.dispose() }
  }
}

extension RandomEdits {
  /// A move a user could make in a table showing `shown`, if it has a row.
  mutating func userMove(in shown: [TestSection]) -> (ItemPath, ItemPath)? {
    let paths = shown.indices.flatMap { section in
      shown[section].items.indices.map { ItemPath(section: section, item: $0) }
    }
    guard !paths.isEmpty else { return nil }
    let from = paths[int(0...paths.count - 1)]
    let section = int(0...shown.count - 1)
    let limit = shown[section].items.count - (section == from.section ? 1 : 0)
    return (from, ItemPath(section: section, item: int(0...limit)))
  }
}

extension Array {
  /// Whether `edit` is valid on these sections (a reaction's edit, made for older data).
  func accepts<Metadata, Item>(_ edit: SectionedArrayEdit<Metadata, Item>) -> Bool
  where Element == ArraySection<Metadata, Item> {
    func hasItem(_ path: ItemPath) -> Bool {
      indices.contains(path.section) && self[path.section].items.indices.contains(path.item)
    }
    switch edit {
    case .insertSection(_, let index): return (0...count).contains(index)
    case .deleteSection(let index), .updateSection(_, let index): return indices.contains(index)
    case .moveSection(let from, let to): return indices.contains(from) && indices.contains(to)
    case .insertItem(_, let path):
      return indices.contains(path.section)
        && (0...self[path.section].items.count).contains(path.item)
    case .deleteItem(let path), .updateItem(_, let path): return hasItem(path)
    case .moveItem(let from, let to): return canMoveItem(from: from, to: to)
    }
  }
}
