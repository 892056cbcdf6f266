import Kizuna
import KizunaTestSupport
import Testing

/// The shell the platform bindings share: the view is touched only while the adapter is its
/// data source, and a batch switches the data first, then performs each operation in order.
@MainActor
@Suite struct TableViewAdapterTests {
  @Test func aBatchSwitchesTheDataThenPerformsEachOperationInsideOneBatchOfTheView() {
    let view = FakeView()
    let adapter = FakeAdapter(view: view)
    var log: [String] = []
    view.onEvent = { log.append($0) }
    adapter.performBatch(
      [.insertRows([ItemPath(section: 0, item: 0)]), .deleteSections([1])],
      animations: TableAnimations(), updateData: { log.append("data") })
    #expect(
      log == [
        "begin", "data", "insertRows([[0, 0]])", "deleteSections([1])", "end",
      ])
    adapter.reloadData()
    #expect(log.last == "reload")
  }

  @Test func aReplacedAdapterOnlySwitchesItsDataAndNeverTouchesTheView() {
    let view = FakeView()
    let adapter = FakeAdapter(view: view)
    let newer = FakeAdapter(view: view)  // a newer binding of the same view
    var log: [String] = []
    view.onEvent = { log.append($0) }
    adapter.performBatch(
      [.insertRows([ItemPath(section: 0, item: 0)])], animations: TableAnimations(),
      updateData: { log.append("data") })
    adapter.reloadData()
    #expect(log == ["data"])
    #expect(adapter.attachedView == nil)
    #expect(newer.attachedView === view)
  }

  @Test func aBinderDrivesTheViewThroughTheAdapter() {
    let view = FakeView()
    let adapter = FakeAdapter(view: view)
    let binder = TableBinder<String, Int>(table: adapter)
    var log: [String] = []
    view.onEvent = { log.append($0) }
    let array = MutableObservableArray([1, 2])
    let binding = binder.bind(array, metadata: "A")
    array.append(3)
    #expect(log == ["reload", "begin", "insertRows([[0, 2]])", "end"])
    #expect(binder.snapshot == [ArraySection(metadata: "A", items: [1, 2, 3])])
    binding.dispose()
  }
}

/// A view that logs what it is asked to do.
@MainActor
final class FakeView {
  weak var dataSource: AnyObject?
  var onEvent: (String) -> Void = { _ in }

  func performBatchUpdates(_ updates: () -> Void) {
    onEvent("begin")
    updates()
    onEvent("end")
  }
}

/// The smallest adapter: it logs each operation.
@MainActor
final class FakeAdapter: TableViewAdapter {
  weak var adaptedView: FakeView?

  init(view: FakeView) {
    adaptedView = view
    view.dataSource = self
  }

  func isDataSource(of view: FakeView) -> Bool { view.dataSource === self }
  func reload(_ view: FakeView) { view.onEvent("reload") }
  func performBatchUpdates(on view: FakeView, _ updates: @escaping () -> Void) {
    view.performBatchUpdates(updates)
  }
  func perform(_ operation: TableOperation, on view: FakeView, animations: TableAnimations) {
    view.onEvent("\(operation)")
  }
}
