import Dispatch
import Kizuna
import KizunaTestSupport
import Testing

/// The user's edits of a bound table: swipe-to-delete (`userDeletedRow(at:)`) on every kind of
/// bound data, and read-only arrays, each on a strict oracle.
@MainActor
@Suite struct TableBinderUserEditTests: StrictBinderSuite {
  let later = ManualDeferral()

  @Test func userDeleteRemovesTheItemAndTheTableDeletesTheRowInABatch() {
    let array = MutableObservableSectionedArray([
      ArraySection(metadata: "A", items: [1, 2]), ArraySection(metadata: "B", items: [3]),
    ])
    let (oracle, binder) = makeBinder()
    let binding = binder.bind(array)
    #expect(binder.userDeletedRow(at: path(0, 1)))
    #expect(
      array.collection == [
        ArraySection(metadata: "A", items: [1]), ArraySection(metadata: "B", items: [3]),
      ])
    #expect(oracle.acceptedBatches == [[.deleteRows([path(0, 1)])]])
    #expect(oracle.errors.isEmpty)
    #expect(oracle.shown == array.collection)
    binding.dispose()
  }

  @Test func userDeleteOnAFlatArray() {
    let array = MutableObservableArray([1, 2, 3])
    let (oracle, binder) = makeBinder()
    let binding = binder.bind(array, metadata: "only")
    #expect(binder.userDeletedRow(at: path(0, 0)))
    #expect(array.collection == [2, 3])
    #expect(oracle.acceptedBatches == [[.deleteRows([path(0, 0)])]])
    #expect(oracle.shown == [ArraySection(metadata: "only", items: [2, 3])])
    binding.dispose()
  }

  @Test func userDeleteWhileChangesFromAnotherThreadWaitDeletesNothing() async {
    let array = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1, 2, 3])])
    let (oracle, binder) = makeBinder()
    let binding = binder.bind(array)
    // A change made off the main actor waits for the main actor: the row the user swiped at
    // [0, 0] is no longer the item at [0, 0] of the data.
    // (The main thread waits for that thread without giving the main actor a turn.)
    let inserted = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      array.insertItem(0, at: ItemPath(section: 0, item: 0))
      inserted.signal()
    }
    inserted.wait()
    #expect(!binder.userDeletedRow(at: path(0, 0)))
    // The binder's hop is a main-actor job: let it run.
    var turns = 0
    while binder.snapshot != array.collection, turns < 10_000 {
      await Task.yield()
      turns += 1
    }
    #expect(array.collection == [ArraySection(metadata: "A", items: [0, 1, 2, 3])])
    #expect(oracle.errors.isEmpty)
    #expect(oracle.shown == array.collection)
    binding.dispose()
  }

  @Test func userDeleteRightAfterAUserMoveWaitsForTheCallbackToReturn() {
    let array = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1, 2, 3])])
    let (oracle, binder) = makeBinder()
    let binding = binder.bind(array)
    oracle.simulateUserMove(from: path(0, 0), to: path(0, 2)) {
      binder.userMovedRow(from: path(0, 0), to: path(0, 2))
    }
    #expect(!binder.userDeletedRow(at: path(0, 0)))  // still inside the move callback
    later.runAll()
    #expect(binder.userDeletedRow(at: path(0, 0)))  // the row showing 2
    #expect(array.collection == [ArraySection(metadata: "A", items: [3, 1])])
    #expect(oracle.errors.isEmpty)
    #expect(oracle.shown == array.collection)
    binding.dispose()
  }

  @Test func userDeleteOnTheApplyRouteLeavesTheDataToTheApp() {
    let array = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1, 2])])
    let (oracle, binder) = makeBinder()
    let observation = array.observeNext { change in
      MainActor.assumeIsolated { binder.apply(change) }
    }
    #expect(!binder.userDeletedRow(at: path(0, 0)))
    #expect(array.collection == [ArraySection(metadata: "A", items: [1, 2])])
    array.removeItem(at: path(0, 0))  // what the app's own callback does
    #expect(oracle.acceptedBatches == [[.deleteRows([path(0, 0)])]])
    #expect(oracle.shown == array.collection)
    observation.dispose()
  }

  @Test func readOnlySectionedArrayIsShownAndFollowed() {
    let array = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1])])
    let (oracle, binder) = makeBinder()
    let binding = binder.bind(array.readOnly)
    #expect(oracle.shown == array.collection)
    array.appendItem(2, toSection: 0)
    #expect(oracle.acceptedBatches == [[.insertRows([path(0, 1)])]])
    #expect(oracle.shown == array.collection)
    #expect(!binder.userDeletedRow(at: path(0, 0)))
    #expect(array.collection == [ArraySection(metadata: "A", items: [1, 2])])
    binding.dispose()
  }

  @Test func readOnlyFlatArrayIsShownAndFollowed() {
    let array = MutableObservableArray([1])
    let (oracle, binder) = makeBinder()
    let binding = binder.bind(array.readOnly, metadata: "only")
    array.append(2)
    #expect(oracle.acceptedBatches == [[.insertRows([path(0, 1)])]])
    #expect(oracle.shown == [ArraySection(metadata: "only", items: [1, 2])])
    binding.dispose()
  }

  @Test func userMoveOnReadOnlyDataIsUndoneByAReloadAfterTheCallback() {
    let array = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1, 2, 3])])
    let (oracle, binder) = makeBinder()
    let binding = binder.bind(array.readOnly)
    oracle.simulateUserMove(from: path(0, 0), to: path(0, 2)) {
      binder.userMovedRow(from: path(0, 0), to: path(0, 2))
    }
    #expect(array.collection == [ArraySection(metadata: "A", items: [1, 2, 3])])
    later.runAll()
    #expect(oracle.reloadCount == 2)  // the first one, and the one that undoes the drag
    #expect(oracle.shown == array.collection)
    array.appendItem(4, toSection: 0)
    #expect(oracle.acceptedBatches == [[.insertRows([path(0, 3)])]])
    #expect(oracle.errors.isEmpty)
    binding.dispose()
  }
}
