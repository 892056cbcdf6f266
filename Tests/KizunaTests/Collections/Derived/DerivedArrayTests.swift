import KizunaTestSupport
import Testing

@testable import Kizuna

/// The derived-array operators, one behaviour at a time.
@Suite struct DerivedArrayTests {
  @Test func mapTransformsEachElementOnceWhenItEntersOrChangesNeverOnReadDeleteOrMove() {
    // The steps of Bond v4.3.1's `testArrayMapCallCount`: Bond transformed on every read as
    // well (its count reached 8 after one read); Kizuna stores each transformed element.
    let calls = CallCounter()
    let array = MutableObservableArray<Int>([])
    let mapped = array.map { value -> String in
      calls.increment()
      return "\(value)"
    }
    #expect(calls.value == 0)
    array.append(1)
    #expect(calls.value == 1)
    array.insert(2, at: 0)
    #expect(calls.value == 2)
    array.remove(at: 0)
    array.remove(at: array.count - 1)
    #expect(calls.value == 2)
    array.batchUpdate { $0.append(contentsOf: [1, 2, 3, 4]) }
    #expect(calls.value == 6)
    array.remove(at: 1)
    #expect(calls.value == 6)
    array.insert(2, at: 1)
    #expect(calls.value == 7)
    array.move(from: 0, to: 3)
    _ = mapped.collection
    _ = mapped[0]
    let observation = mapped.observeNext { _ in }
    #expect(calls.value == 7)
    array[2] = 9
    #expect(calls.value == 8)
    array.removeAll()
    #expect(calls.value == 8)
    #expect(mapped.collection.isEmpty)
    observation.dispose()
  }

  @Test func mapSendsTheUpstreamsEditsWithTransformedElements() {
    let array = MutableObservableArray([1, 2, 3])
    let mapped = array.map { $0 * 10 }
    let recorder = EventRecorder<ArrayChangeset<Int>, Never>()
    let observation = mapped.observe(with: recorder.record)
    array.batchUpdate { batch in
      batch.insert(4, at: 0)
      batch.move(from: 1, to: 3)
      batch[0] = 5
    }
    #expect(
      recorder.values.map(\.patch) == [
        [.insert(10, at: 0), .insert(20, at: 1), .insert(30, at: 2)],
        [.insert(40, at: 0), .move(from: 1, to: 3), .update(50, at: 0)],
      ])
    #expect(mapped.collection == [50, 20, 30, 10])
    observation.dispose()
  }

  @Test func filterTurnsUpdatesIntoInsertsAndDeletesAsTheyCrossThePredicate() {
    let array = MutableObservableArray([1, 2, 3, 4])
    let even = array.filter { $0 % 2 == 0 }
    let recorder = EventRecorder<ArrayChangeset<Int>, Never>()
    let observation = even.observe(with: recorder.record)
    array[0] = 6  // 1 -> 6: enters at 0
    array[1] = 3  // 2 -> 3: leaves
    array[3] = 8  // 4 -> 8: stays, updated
    array[2] = 5  // 3 -> 5: stays out, nothing sent
    array.move(from: 3, to: 0)  // 8 moves before 6
    #expect(
      recorder.values.map(\.patch) == [
        [.insert(2, at: 0), .insert(4, at: 1)],
        [.insert(6, at: 0)],
        [.delete(at: 1)],
        [.update(8, at: 1)],
        [.move(from: 1, to: 0)],
      ])
    #expect(even.collection == [8, 6])
    observation.dispose()
  }

  @Test func compactMapKeepsTheNonNilResults() {
    let texts = MutableObservableArray(["1", "x", "3"])
    let numbers = texts.compactMap { Int($0) }
    texts[1] = "2"
    texts[0] = "y"
    #expect(numbers.collection == [2, 3])
  }

  @Test func aNewQueryEvaluatesEachElementOnceAndSendsOnlyTheMinimalInsertsAndDeletes() {
    let names = MutableObservableArray(["Ann", "Bob", "Anna", "Ben"])
    let search = Observable("")
    let calls = CallCounter()
    let found = names.filter(by: search) { name, text in
      calls.increment()
      return text.isEmpty || name.hasPrefix(text)
    }
    #expect(found.collection == ["Ann", "Bob", "Anna", "Ben"])
    #expect(calls.value == 4)
    let recorder = EventRecorder<ArrayChangeset<String>, Never>()
    let observation = found.observe(with: recorder.record)
    search.value = "A"
    #expect(calls.value == 8)
    search.value = "An"  // the same elements: nothing sent
    search.value = "B"
    #expect(
      recorder.values.dropFirst().map(\.diff) == [
        CollectionDiff(deletes: [1, 3]),
        CollectionDiff(deletes: [0, 1], inserts: [0, 1]),
      ])
    #expect(found.collection == ["Bob", "Ben"])
    names.append("Bea")
    #expect(found.collection == ["Bob", "Ben", "Bea"])
    observation.dispose()
  }

  @Test func aFilterWaitsForItsQuerysFirstValue() {
    let names = MutableObservableArray(["a", "b"])
    let query = PublishSubject<String, Never>()
    let found = names.filter(by: query) { name, text in name != text }
    #expect(found.collection.isEmpty)
    query.send("a")
    #expect(found.collection == ["b"])
  }

  @Test func sortedKeepsEqualElementsInUpstreamOrderAndMovesAnElementWhoseKeyChanged() {
    struct Entry: Equatable, Sendable {
      var name: String
      var score: Int
    }
    let array = MutableObservableArray([
      Entry(name: "a", score: 2), Entry(name: "b", score: 1), Entry(name: "c", score: 2),
    ])
    let ranking = array.sorted { $0.score < $1.score }
    #expect(ranking.collection.map(\.name) == ["b", "a", "c"])
    let recorder = EventRecorder<ArrayChangeset<Entry>, Never>()
    let observation = ranking.observe(with: recorder.record)
    array[1] = Entry(name: "b", score: 3)  // b goes last: an update and a move
    #expect(
      recorder.values.last?.diff == CollectionDiff(updates: [0], moves: [.init(from: 0, to: 2)]))
    array.move(from: 2, to: 0)  // c before a upstream: equal scores swap
    #expect(ranking.collection.map(\.name) == ["c", "a", "b"])
    array.insert(Entry(name: "d", score: 2), at: 1)  // between c and a upstream
    #expect(ranking.collection.map(\.name) == ["c", "d", "a", "b"])
    observation.dispose()
  }

  @Test(arguments: [(0, 2), (3, 6), (1, 4), (2, 0)])
  func anUpdateThatMovesAnElementOnePlaceSendsTheCanonicalDiff(index: Int, value: Int) {
    // Neighbours swapping places: the canonical diff moves the right-hand one left, and the
    // updated element stays in `updates` by its old index (debug builds check it).
    let numbers = MutableObservableArray([5, 4, 3, 1])
    let descending = numbers.sorted(by: >)
    let recorder = EventRecorder<ArrayChangeset<Int>, Never>()
    let observation = descending.observe(with: recorder.record)
    numbers[index] = value
    #expect(descending.collection == numbers.collection.sorted(by: >))
    if let change = recorder.values.last, change.kind == .edits {
      #expect(change.diff == CollectionDiff(patch: change.patch, oldCount: 4))
    }
    observation.dispose()
  }

  @Test func aNewOrderMovesOnlyTheElementsOutsideALongestRunThatKeepsItsOrder() {
    let words = MutableObservableArray(["b", "c", "a", "d"])
    let ascending = Observable(true)
    let listed = words.sorted(by: ascending) { a, b, ascending in ascending ? a < b : a > b }
    #expect(listed.collection == ["a", "b", "c", "d"])
    let recorder = EventRecorder<ArrayChangeset<String>, Never>()
    let observation = listed.observe(with: recorder.record)
    ascending.value = false
    #expect(listed.collection == ["d", "c", "b", "a"])
    #expect(recorder.values.last?.diff.moves.count == 3)
    ascending.value = false
    #expect(recorder.values.count == 2)
    observation.dispose()
  }

  @Test func groupedInsertsAndDeletesSectionsAsKeysAppearAndVanish() {
    let words = MutableObservableArray(["apple", "bean"])
    let byInitial = words.grouped { $0.first! }
    let recorder = EventRecorder<SectionedArrayChangeset<Character, String>, Never>()
    let observation = byInitial.observe(with: recorder.record)
    words.append("avocado")
    words.insert("cherry", at: 0)
    words.remove(at: 2)  // "bean": its section goes
    words[0] = "apricot"  // "cherry" -> "apricot": into section a, section c goes
    #expect(
      recorder.values.dropFirst().map(\.patch) == [
        [.insertItem("avocado", at: ItemPath(section: 0, item: 1))],
        [.insertSection(ArraySection(metadata: "c", items: ["cherry"]), at: 2)],
        [.deleteSection(at: 1)],
        [.deleteSection(at: 1), .insertItem("apricot", at: ItemPath(section: 0, item: 0))],
      ])
    #expect(
      byInitial.collection == [
        ArraySection(metadata: "a", items: ["apricot", "apple", "avocado"])
      ])
    observation.dispose()
  }

  @Test func anUpdateThatChangesTheKeyMovesTheItemWhenBothSectionsStay() {
    let words = MutableObservableArray(["apple", "bean", "avocado", "banana"])
    let byInitial = words.grouped { $0.first! }
    let recorder = EventRecorder<SectionedArrayChangeset<Character, String>, Never>()
    let observation = byInitial.observe(with: recorder.record)
    words[2] = "blueberry"
    #expect(
      recorder.values.last?.patch == [
        .updateItem("blueberry", at: ItemPath(section: 0, item: 1)),
        .moveItem(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 1, item: 1)),
      ])
    #expect(
      byInitial.collection == [
        ArraySection(metadata: "a", items: ["apple"]),
        ArraySection(metadata: "b", items: ["bean", "blueberry", "banana"]),
      ])
    observation.dispose()
  }

  @Test func theSignalOperatorsOnChangeSetsStayReachableWhereASignalIsAsked() {
    let array = MutableObservableArray([1, 2, 3])
    let counts: Signal<Int, Never> = array.map { $0.collection.count }
    let elements: ObservableArray<String> = array.map { "\($0)" }
    let recorder = EventRecorder<Int, Never>()
    let observation = counts.observe(with: recorder.record)
    array.append(4)
    #expect(recorder.values == [3, 4])
    #expect(elements.collection == ["1", "2", "3", "4"])
    observation.dispose()
  }

  @Test func operatorsChain() {
    struct Task: Equatable, Sendable {
      var title: String
      var isDone: Bool
      var day: Int
    }
    let tasks = MutableObservableArray([
      Task(title: "b", isDone: false, day: 2), Task(title: "a", isDone: false, day: 1),
      Task(title: "c", isDone: true, day: 1),
    ])
    let agenda = tasks.filter { !$0.isDone }.sorted { $0.title < $1.title }.grouped { $0.day }
    #expect(agenda.collection.map(\.metadata) == [1, 2])
    tasks[2].isDone = false
    tasks.append(Task(title: "0", isDone: false, day: 2))
    #expect(agenda.collection.map { $0.items.map(\.title) } == [["a", "c"], ["0", "b"]])
  }

  @Test func flattenedFollowsSectionsAndItemsAndMovesASectionsItemsAsABlock() {
    let table = MutableObservableSectionedArray([
      ArraySection(metadata: "A", items: [1, 2]), ArraySection(metadata: "B", items: [3]),
      ArraySection(metadata: "C", items: [4, 5]),
    ])
    let items = table.flattened()
    let recorder = EventRecorder<ArrayChangeset<Int>, Never>()
    let observation = items.observe(with: recorder.record)
    table.moveSection(from: 0, to: 2)  // A's block goes last
    #expect(items.collection == [3, 4, 5, 1, 2])
    table.moveSection(from: 2, to: 0)  // and back first
    #expect(items.collection == [1, 2, 3, 4, 5])
    table.moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 2, item: 1))
    #expect(items.collection == [2, 3, 4, 1, 5])
    table.updateMetadata("Z", ofSection: 1)  // metadata only: nothing sent
    table.removeSection(at: 2)
    #expect(items.collection == [2, 3])
    #expect(
      recorder.values.dropFirst().map(\.patch) == [
        [.move(from: 0, to: 4), .move(from: 0, to: 4)],
        [.move(from: 3, to: 0), .move(from: 4, to: 1)],
        [.move(from: 0, to: 3)],
        [.delete(at: 2), .delete(at: 2), .delete(at: 2)],
      ])
    observation.dispose()
  }

  @Test func crystallizeStoresTheCollectionOfAChangeSetSignal() {
    let numbers = MutableObservableArray([1, 2])
    let copy = numbers.map { $0 + 1 }.crystallize()
    numbers.append(3)
    numbers.move(from: 0, to: 2)
    #expect(copy.collection == [3, 4, 2])
    let fromSignal = numbers.filter { _ in true }.crystallize().sorted()
    #expect(fromSignal.collection == [1, 2, 3])
  }

  @Test func aReplacementUpstreamIsAReplacementDownstream() {
    let array = MutableObservableArray([3, 1, 2])
    let sorted = array.sorted()
    let recorder = EventRecorder<ArrayChangeset<Int>, Never>()
    let observation = sorted.observe(with: recorder.record)
    array.replace(with: [9, 7])
    #expect(recorder.values.map(\.kind) == [.initial, .replacement])
    #expect(sorted.collection == [7, 9])
    observation.dispose()
  }

  @Test func anObservationKeepsATemporaryChainAliveUntilItIsDisposed() {
    let upstream = MutableObservableArray([1, 2, 3])
    weak var weakToken: Token?
    let recorder = EventRecorder<ArrayChangeset<Int>, Never>()
    let observation: any Disposable = {
      let token = Token()
      weakToken = token
      // Nothing but the observation refers to the chain.
      return upstream.filter {
        _ = token; return $0 != 2
      }.sorted(by: >).observe(
        with: recorder.record)
    }()
    upstream.append(4)
    #expect(recorder.values.last?.collection == [4, 3, 1])
    #expect(weakToken != nil)
    observation.dispose()
    #expect(weakToken == nil)
    upstream.append(5)
    #expect(recorder.values.count == 2)
  }

  @Test func releasingTheRootArrayCompletesTheChainAndFreesIt() {
    weak var weakUpstream: MutableObservableArray<Int>?
    weak var weakQuery: Observable<Int>?
    weak var weakToken: Token?
    let recorder = EventRecorder<ArrayChangeset<Int>, Never>()
    var derived: ObservableArray<Int>?
    var observation: (any Disposable)?
    do {
      let upstream = MutableObservableArray([1, 2, 3])
      let query = Observable(2)
      let token = Token()
      weakUpstream = upstream
      weakQuery = query
      weakToken = token
      derived = upstream.filter(by: query) {
        _ = token; return $0 != $1
      }.map { $0 * 2 }
      observation = derived?.observe(with: recorder.record)
      upstream.append(4)
      query.value = 3
      #expect(derived?.collection == [2, 4, 8])
    }
    // Neither the root array nor the query is kept alive by the chain.
    #expect(weakUpstream == nil)
    #expect(weakQuery == nil)
    #expect(recorder.isTerminated)
    #expect(derived?.collection == [2, 4, 8])
    derived = nil
    #expect(weakToken == nil)
    observation?.dispose()
  }

  @MainActor
  @Test func aTableBoundToATemporaryDerivedArrayFollowsItUntilTheBindingIsDisposed() {
    let upstream = MutableObservableArray(["b", "a"])
    let later = ManualDeferral()
    let oracle = TableViewModel<String, String>(strict: true)
    let binder = TableBinder<String, String>(table: oracle, deferral: later.deferral)
    oracle.dataSource = { [binder] in binder.snapshot }
    let binding = binder.bind(upstream.sorted(), metadata: "words")
    upstream.append("c")
    upstream.insert("0", at: 0)
    later.runAll()
    #expect(oracle.errors.isEmpty)
    #expect(oracle.shown == [ArraySection(metadata: "words", items: ["0", "a", "b", "c"])])
    binding.dispose()
    upstream.append("d")
    later.runAll()
    #expect(oracle.shown.first?.items.count == 4)
  }

  @Test func anObserverOfTheUpstreamThatEditsItStillLeavesTheDerivedArrayConsistent() {
    let array = MutableObservableArray([1, 2, 3])
    let sorted = array.sorted(by: >)
    let observation = sorted.observeNext { change in
      // Re-entrant: the derived array's observer edits the upstream.
      if change.collection.count < 5 { array.append(change.collection.count * 10) }
    }
    #expect(array.collection == [1, 2, 3, 30, 40])
    #expect(sorted.collection == [40, 30, 3, 2, 1])
    observation.dispose()
  }
}

/// An object whose release shows that a closure holding it was released.
final class Token: Sendable {}

/// A thread-safe call counter.
final class CallCounter: Sendable {
  private let count = Lock.make(0)
  func increment() { count.withLock { $0 += 1 } }
  var value: Int { count.withLock { $0 } }
}
