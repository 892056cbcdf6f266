import Dispatch
import Kizuna
import KizunaTestSupport
import Testing

/// What a user's gesture or an app's timing can cause is reported and recovered from (the table
/// reloaded with the data), never trapped; every route, each with the table left showing the data
/// and no batch rejected.
@MainActor
@Suite(.recordsRuntimeIssues) struct TableBinderMisuseTests: StrictBinderSuite {
  let later = ManualDeferral()

  /// Runs `body` and returns the runtime issues it reported, in order.
  func issues(in body: () -> Void) -> [String] {
    let reported = Box<[String]>([])
    RuntimeIssue.$reporter.withValue({ issue in
      MainActor.assumeIsolated { reported.value.append(issue.message) }
    }) {
      body()
    }
    return reported.value
  }

  @Test func aUserMoveOutOfAFlatArraysOneSectionIsReportedAndReloaded() {
    let array = MutableObservableArray([1, 2, 3])
    let (oracle, binder) = makeBinder()
    let binding = binder.bind(array, metadata: "only")
    // The table says a row went to a section the flat array does not have.
    let reported = issues {
      binder.userMovedRow(from: path(0, 0), to: path(1, 0))
    }
    #expect(reported.count == 1)
    #expect(reported.first?.contains("moved a row from [0, 0] to [1, 0]") == true)
    later.runAll()
    #expect(array.collection == [1, 2, 3])
    #expect(oracle.shown == [ArraySection(metadata: "only", items: [1, 2, 3])])
    #expect(oracle.reloadCount == 2)
    #expect(oracle.errors.isEmpty)
    binding.dispose()
  }

  @Test func aUserMoveToASecondSectionOfAFlatArrayIsReportedAndUndone() {
    let array = MutableObservableArray([1, 2, 3])
    let (oracle, binder) = makeBinder()
    let binding = binder.bind(array, metadata: "only")
    // A table with two sections (a mismatched data source) moved a row within section 1.
    let reported = issues {
      binder.userMovedRow(from: path(1, 0), to: path(1, 1))
    }
    #expect(reported.count == 1)
    later.runAll()
    #expect(array.collection == [1, 2, 3])
    #expect(oracle.shown == [ArraySection(metadata: "only", items: [1, 2, 3])])
    #expect(oracle.errors.isEmpty)
    binding.dispose()
  }

  @Test(arguments: [ItemPath(section: 1, item: 0), ItemPath(section: 0, item: 3)])
  func aSwipeOnARowTheFlatTableDoesNotShowIsReportedAndReloaded(at swiped: ItemPath) {
    let array = MutableObservableArray([1, 2, 3])
    let (oracle, binder) = makeBinder()
    let binding = binder.bind(array, metadata: "only")
    var deleted = true
    let reported = issues { deleted = binder.userDeletedRow(at: swiped) }
    #expect(!deleted)
    #expect(reported.count == 1)
    #expect(reported.first?.contains("deleted the row at \(swiped)") == true)
    #expect(array.collection == [1, 2, 3])
    #expect(oracle.reloadCount == 2)
    #expect(oracle.shown == [ArraySection(metadata: "only", items: [1, 2, 3])])
    #expect(oracle.errors.isEmpty)
    binding.dispose()
  }

  @Test(arguments: [ItemPath(section: 2, item: 0), ItemPath(section: 1, item: 1)])
  func aSwipeOnARowTheSectionedTableDoesNotShowIsReportedAndReloaded(at swiped: ItemPath) {
    let array = MutableObservableSectionedArray([
      ArraySection(metadata: "A", items: [1, 2]), ArraySection(metadata: "B", items: [3]),
    ])
    let (oracle, binder) = makeBinder()
    let binding = binder.bind(array)
    var deleted = true
    let reported = issues { deleted = binder.userDeletedRow(at: swiped) }
    #expect(!deleted)
    #expect(reported.count == 1)
    #expect(reported.first?.contains("rows per section [2, 1]") == true)
    #expect(oracle.reloadCount == 2)
    #expect(oracle.shown == array.collection)
    #expect(oracle.errors.isEmpty)
    binding.dispose()
  }

  @Test func aSwipeThatMustWaitDeletesNothingAndReportsNothing() {
    // The "nothing deleted" path comes before the index check: inside a move callback the
    // table may show rows the binder has not caught up with.
    let array = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1, 2])])
    let (oracle, binder) = makeBinder()
    let binding = binder.bind(array)
    var deleted = true
    var reported: [String] = []
    oracle.simulateUserMove(from: path(0, 0), to: path(0, 1)) {
      binder.userMovedRow(from: path(0, 0), to: path(0, 1))
      reported = issues { deleted = binder.userDeletedRow(at: path(0, 7)) }
    }
    #expect(!deleted)
    #expect(reported.isEmpty)
    later.runAll()
    #expect(oracle.shown == array.collection)
    #expect(oracle.errors.isEmpty)
    binding.dispose()
  }

  @Test(arguments: [
    (ItemPath(section: 0, item: 5), ItemPath(section: 0, item: 0)),
    (ItemPath(section: 0, item: 0), ItemPath(section: 3, item: 0)),
    (ItemPath(section: 0, item: 0), ItemPath(section: 1, item: 2)),
  ])
  func aUserMoveOfARowTheSectionedTableDoesNotShowIsReportedAndReloaded(
    from: ItemPath, to: ItemPath
  ) {
    let array = MutableObservableSectionedArray([
      ArraySection(metadata: "A", items: [1, 2]), ArraySection(metadata: "B", items: [3]),
    ])
    let (oracle, binder) = makeBinder()
    let binding = binder.bind(array)
    let reported = issues {
      binder.userMovedRow(from: from, to: to)
    }
    #expect(reported.count == 1)
    #expect(oracle.reloadCount == 1)  // not from inside the callback
    later.runAll()
    #expect(oracle.reloadCount == 2)
    #expect(array.collection.map(\.items) == [[1, 2], [3]])
    #expect(oracle.shown == array.collection)
    #expect(oracle.errors.isEmpty)
    binding.dispose()
  }

  @Test func aChangeSetThatDoesNotStartFromTheTablesDataIsReportedAndReloaded() {
    let (oracle, binder) = makeBinder()
    binder.apply(.initial([ArraySection(metadata: "A", items: [1, 2])]))
    // An app that skipped a change set: this one starts from three rows.
    let skipped = SectionedArrayChangeset(
      collection: [ArraySection(metadata: "A", items: [1, 2, 3, 4])],
      patch: [.insertItem(4, at: path(0, 3))], oldItemCounts: [3])
    let reported = issues { binder.apply(skipped) }
    #expect(reported.count == 1)
    #expect(reported.first?.contains("does not start from the data the table shows") == true)
    #expect(oracle.shown == skipped.collection)
    #expect(oracle.reloadCount == 2)
    #expect(oracle.errors.isEmpty)
  }

  @Test func changeSetsOfAnArrayBoundBeforeTheLatestBindAreDroppedAndReported() {
    let first = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1])])
    let second = MutableObservableSectionedArray([ArraySection(metadata: "B", items: [7, 8])])
    let (oracle, binder) = makeBinder()
    let firstBinding = binder.bind(first)
    let secondBinding = binder.bind(second)  // the first binding was not disposed
    let reported = issues { first.insertItem(0, at: path(0, 0)) }
    #expect(reported.count == 1)
    #expect(reported.first?.contains("bound before the latest bind") == true)
    second.appendItem(9, toSection: 0)
    #expect(oracle.shown == second.collection)
    #expect(oracle.errors.isEmpty)
    firstBinding.dispose()
    secondBinding.dispose()
  }

  @Test func aChangeSetOnItsWayWhenTheBindingIsDisposedNeverReachesTheTable() async {
    let array = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1])])
    let (oracle, binder) = makeBinder()
    let binding = binder.bind(array)
    // A change made off the main actor waits for it; the binding ends before it gets there.
    // (The main thread waits for that thread without giving the main actor a turn.)
    let appended = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      array.appendItem(2, toSection: 0)
      appended.signal()
    }
    appended.wait()
    binding.dispose()
    for _ in 0..<10_000 { await Task.yield() }  // the binder's hop runs meanwhile
    #expect(binder.snapshot == [ArraySection(metadata: "A", items: [1])])
    #expect(oracle.batchCount == 0)
    #expect(oracle.reloadCount == 1)
    #expect(oracle.errors.isEmpty)
  }

  @Test func aTableThatDoesNotCallUpdateDataIsReportedAndTheDataStillSwitches() {
    let table = ForgetfulTable()
    let binder = TableBinder<String, Int>(table: table, deferral: later.deferral)
    let array = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1])])
    let binding = binder.bind(array)
    let reported = issues { array.appendItem(2, toSection: 0) }
    #expect(reported.count == 1)
    #expect(reported.first?.contains("without calling updateData") == true)
    #expect(binder.snapshot == array.collection)
    binding.dispose()
  }

  @Test func aTableThatCallsUpdateDataTwiceIsReportedAndTheStepIsTakenOnce() {
    let table = StutteringTable()
    let binder = TableBinder<String, Int>(table: table, deferral: later.deferral)
    let array = MutableObservableSectionedArray([ArraySection(metadata: "A", items: [1])])
    let binding = binder.bind(array)
    let reported = issues { array.appendItem(2, toSection: 0) }
    #expect(reported.count == 1)
    #expect(reported.first?.contains("more than once") == true)
    #expect(binder.snapshot == array.collection)
    binding.dispose()
  }

  @Test func theTraitRecordsAReportedIssueAsATestIssue() {
    withKnownIssue {
      RuntimeIssue.report("recorded by .recordsRuntimeIssues")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("recorded by .recordsRuntimeIssues") }
    }
  }
}

/// A table whose batch forgets to switch the data source.
@MainActor
final class ForgetfulTable: TableViewProtocol {
  func reloadData() {}
  func performBatch(
    _ operations: [TableOperation], animations: TableAnimations, updateData: () -> Void
  ) {}
}

/// A table whose batch switches the data source twice.
@MainActor
final class StutteringTable: TableViewProtocol {
  func reloadData() {}
  func performBatch(
    _ operations: [TableOperation], animations: TableAnimations, updateData: () -> Void
  ) {
    updateData()
    updateData()
  }
}
