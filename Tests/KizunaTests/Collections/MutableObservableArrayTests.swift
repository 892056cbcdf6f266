import Kizuna
import KizunaTestSupport
import Testing

@Suite struct MutableObservableArrayTests {
  @Test func observerReceivesInitialChangesetThenEveryChange() {
    let array = MutableObservableArray([1, 2])
    let recorder = EventRecorder<ArrayChangeset<Int>, Never>()
    let observation = array.observe(with: recorder.record)
    array.append(3)
    array.insert(0, at: 0)
    array.remove(at: 1)
    array[0] = 10
    array.move(from: 0, to: 2)
    #expect(
      recorder.values == [
        .initial([1, 2]),
        ArrayChangeset(collection: [1, 2, 3], patch: [.insert(3, at: 2)], oldCount: 2),
        ArrayChangeset(collection: [0, 1, 2, 3], patch: [.insert(0, at: 0)], oldCount: 3),
        ArrayChangeset(collection: [0, 2, 3], patch: [.delete(at: 1)], oldCount: 4),
        ArrayChangeset(collection: [10, 2, 3], patch: [.update(10, at: 0)], oldCount: 3),
        ArrayChangeset(collection: [2, 3, 10], patch: [.move(from: 0, to: 2)], oldCount: 3),
      ])
    #expect(
      recorder.values.map(\.diff.description) == [
        "insert [0, 1]", "insert [2]", "insert [0]", "delete [1]", "update [0]", "move [0 -> 2]",
      ])
    observation.dispose()
  }

  @Test func lateObserverSeesTheCurrentCollectionAsInitial() {
    let array = MutableObservableArray(["a"])
    array.append("b")
    let recorder = EventRecorder<ArrayChangeset<String>, Never>()
    let observation = array.observe(with: recorder.record)
    #expect(recorder.values == [.initial(["a", "b"])])
    #expect(recorder.values.first?.kind == .initial)
    observation.dispose()
  }

  @Test func batchUpdateSendsOneChangeset() {
    let array = MutableObservableArray([1, 2, 3])
    let recorder = EventRecorder<ArrayChangeset<Int>, Never>()
    let observation = array.observe(with: recorder.record)
    array.batchUpdate { array in
      array.append(4)
      array.move(from: 0, to: 3)
      array[0] = 20
      array.remove(at: 1)
    }
    let patch: [ArrayEdit<Int>] = [
      .insert(4, at: 3), .move(from: 0, to: 3), .update(20, at: 0), .delete(at: 1),
    ]
    #expect(recorder.values.count == 2)
    #expect(
      recorder.values.last == ArrayChangeset(collection: [20, 4, 1], patch: patch, oldCount: 3))
    #expect(
      recorder.values.last?.diff.description == "delete [2], insert [1], update [1], move [1 -> 0]")
    #expect(array.collection == [20, 4, 1])
    observation.dispose()
  }

  @Test func emptyBatchAndEmptyRemoveAllSendNothing() {
    let array = MutableObservableArray<Int>()
    let recorder = EventRecorder<ArrayChangeset<Int>, Never>()
    let observation = array.observe(with: recorder.record)
    array.batchUpdate { _ in }
    array.removeAll()
    array.append(contentsOf: [])
    #expect(recorder.values == [.initial([])])
    observation.dispose()
  }

  @Test func removeAllDeletesEverythingInOneChangeset() {
    let array = MutableObservableArray([1, 2, 3])
    let recorder = EventRecorder<ArrayChangeset<Int>, Never>()
    let observation = array.observe(with: recorder.record)
    array.removeAll()
    #expect(recorder.values.last?.diff == CollectionDiff(deletes: [0, 1, 2]))
    #expect([1, 2, 3].applying(recorder.values.last!.patch) == [])
    observation.dispose()
  }

  @Test func replaceWithDiffSendsExactEdits() {
    let array = MutableObservableArray(["a", "b", "c", "d"])
    let recorder = EventRecorder<ArrayChangeset<String>, Never>()
    let observation = array.observe(with: recorder.record)
    array.replace(with: ["b", "c", "a", "e"], performDiff: true)
    array.replace(with: ["b", "c", "a", "e"], performDiff: true)  // no difference: nothing sent
    array.replace(with: ["x"], performDiff: false)
    #expect(recorder.values.count == 3)
    #expect(recorder.values[1].kind == .edits)
    #expect(recorder.values[1].diff.description == "delete [3], insert [3], move [0 -> 2]")
    #expect(recorder.values[2].kind == .replacement)
    #expect(recorder.values[2].diff == CollectionDiff(deletes: [0, 1, 2, 3], inserts: [0]))
    #expect(["b", "c", "a", "e"].applying(recorder.values[2].patch) == ["x"])
    observation.dispose()
  }

  struct Row: Equatable, Identifiable, Sendable {
    var id: Int
    var title: String
  }

  @Test func replaceByIdentityReportsUpdatesAndMoves() {
    let array = MutableObservableArray([Row(id: 1, title: "a"), Row(id: 2, title: "b")])
    let recorder = EventRecorder<ArrayChangeset<Row>, Never>()
    let observation = array.observe(with: recorder.record)
    array.replace(with: [Row(id: 2, title: "B"), Row(id: 1, title: "a")], identifiedBy: \.id)
    #expect(
      recorder.values.last?.diff
        == CollectionDiff(updates: [1], moves: [CollectionMove(from: 1, to: 0)]))
    observation.dispose()
  }

  @Test func observerThatMutatesSeesItsChangeAfterTheCurrentOne() {
    let array = MutableObservableArray([0])
    let log = EventRecorder<String, Never>()
    let first = array.observeNext { change in
      log.record(.next("first \(change.collection)"))
      if change.collection == [0, 1] { array.append(2) }
    }
    let second = array.observeNext { change in log.record(.next("second \(change.collection)")) }
    array.append(1)
    #expect(
      log.values == [
        "first [0]", "second [0]", "first [0, 1]", "second [0, 1]", "first [0, 1, 2]",
        "second [0, 1, 2]",
      ])
    first.dispose()
    second.dispose()
  }

  @Test func readOnlyViewReadsAndObserves() {
    let array = MutableObservableArray([1])
    let view = array.readOnly
    let recorder = EventRecorder<ArrayChangeset<Int>, Never>()
    let observation = view.observe(with: recorder.record)
    array.append(2)
    #expect(view.collection == [1, 2])
    #expect(view.count == 2)
    #expect(view[1] == 2)
    #expect(recorder.values.map(\.collection) == [[1], [1, 2]])
    observation.dispose()
  }

  @Test func releasingTheArrayCompletesObservers() {
    var array: MutableObservableArray<Int>? = MutableObservableArray([1])
    let recorder = EventRecorder<ArrayChangeset<Int>, Never>()
    let observation = array!.observe(with: recorder.record)
    weak let weakArray = array
    array = nil
    #expect(weakArray == nil)
    #expect(recorder.events == [.next(.initial([1])), .completed])
    observation.dispose()
  }

  @Test func disposedObserverReceivesNothing() {
    let array = MutableObservableArray([1])
    let recorder = EventRecorder<ArrayChangeset<Int>, Never>()
    array.observe(with: recorder.record).dispose()
    array.append(2)
    #expect(recorder.values == [.initial([1])])
  }

  @Test func badIndexStopsWithMessageNamingIndexAndRange() async {
    await #expect(processExitsWith: .failure) {
      let array = MutableObservableArray([1, 2])
      array.remove(at: 5)
    }
  }

  @Test func concurrentMutationsAreAllDeliveredInOrder() async {
    let array = MutableObservableArray<Int>()
    let recorder = EventRecorder<ArrayChangeset<Int>, Never>()
    let observation = array.observe(with: recorder.record)
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<4 {
        group.addTask {
          for value in 0..<250 {
            if value % 10 == 0 {
              array.batchUpdate { $0.append(task * 1000 + value) }
            } else {
              array.append(task * 1000 + value)
            }
          }
        }
      }
    }
    let changes = recorder.values
    #expect(changes.count == 1001)
    #expect(array.count == 1000)
    // Each change set applies to the collection of the previous one.
    for (previous, change) in zip(changes, changes.dropFirst()) {
      #expect(previous.collection.applying(change.patch) == change.collection)
    }
    #expect(changes.last?.collection == array.collection)
    observation.dispose()
  }
}
