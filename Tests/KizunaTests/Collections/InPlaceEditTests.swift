import Foundation
import Kizuna
import KizunaTestSupport
import Testing

/// A single edit changes the array's collection in place (the latest change set, kept for late
/// observers, is dropped first). Value semantics and the initial change set of a late observer
/// must survive that, on every thread.
@Suite struct InPlaceEditTests {
  @Test func changeSetsAnObserverKeepsAreNeverChangedByLaterEdits() {
    let array = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1, 2])])
    let recorder = EventRecorder<SectionedArrayChangeset<String, Int>, Never>()
    let observation = array.observe(with: recorder.record)
    let kept = array.collection
    array.insertItem(0, at: ItemPath(section: 0, item: 0))
    array.appendItem(3, toSection: 0)
    array.removeItem(at: ItemPath(section: 0, item: 1))
    array.moveItem(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 2))
    #expect(kept == [ArraySection(metadata: "A", items: [1, 2])])
    let collections = recorder.values.map { $0.collection.map(\.items) }
    #expect(collections == [[[1, 2]], [[0, 1, 2]], [[0, 1, 2, 3]], [[0, 2, 3]], [[2, 3, 0]]])
    observation.dispose()
  }

  @Test func anObserverThatComesAfterAnEditIsGivenTheCollectionAsItsInitialChangeSet() {
    let array = MutableObservableArray([1, 2])
    array.append(3)  // drops the replayed change set, then keeps this one
    let recorder = EventRecorder<ArrayChangeset<Int>, Never>()
    let observation = array.observe(with: recorder.record)
    #expect(recorder.values.map(\.kind) == [.initial])
    #expect(recorder.values.first?.collection == [1, 2, 3])
    array.remove(at: 0)
    #expect(recorder.values.map(\.collection) == [[1, 2, 3], [2, 3]])
    observation.dispose()
  }

  @Test func lateObserversOnOtherThreadsStartFromAnInitialChangeSetAndMissNothing() {
    for round in 0..<20 {
      let array = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [Int]())])
      let recorders = (0..<4).map { _ in
        EventRecorder<SectionedArrayChangeset<String, Int>, Never>()
      }
      let observations = Lock.make([any Disposable]())
      onThreads(5) { thread in
        if thread == 0 {
          for value in 0..<300 {
            if value % 3 == 0 {
              array.appendItem(value, toSection: 0)
            } else {
              array.insertItem(value, at: ItemPath(section: 0, item: 0))
            }
          }
        } else {
          // Subscribe somewhere in the middle of the edits.
          for _ in 0..<(thread * 40) { _ = array.sectionCount }
          let observation = array.observe(with: recorders[thread - 1].record)
          observations.withLock { $0.append(observation) }
        }
      }
      let final = array.collection
      for (index, recorder) in recorders.enumerated() {
        let changes = recorder.values
        #expect(changes.first?.kind == .initial, "round \(round), observer \(index)")
        #expect(changes.dropFirst().allSatisfy { $0.kind == .edits }, "round \(round)")
        for (previous, change) in zip(changes, changes.dropFirst()) {
          #expect(
            previous.collection.applying(change.patch) == change.collection,
            "round \(round), observer \(index)")
        }
        #expect(changes.last?.collection == final, "round \(round), observer \(index)")
        #expect(recorder.grammarViolations.isEmpty)
      }
      observations.withLock { $0.forEach { $0.dispose() } }
    }
  }
}
