import Dispatch
import KizunaBond
import Testing

@Suite("Queue (Bond v4)")
struct QueueTests {
  @Test("a new Queue is serial: async blocks run in order, and sync waits for them")
  func serialQueue() {
    let queue = Queue()
    let order = SendableBox(value: OrderLog())
    for index in 0..<100 { queue.async { order.value.append(index) } }
    var snapshot: [Int] = []
    queue.sync { snapshot = order.value.entries }
    #expect(snapshot == Array(0..<100))
  }

  @Test("after runs its block on the queue")
  func afterRunsOnTheQueue() async {
    let dispatchQueue = DispatchQueue(label: "QueueTests.after")
    let key = DispatchSpecificKey<Int>()
    dispatchQueue.setSpecific(key: key, value: 7)
    let queue = Queue(queue: dispatchQueue)
    #expect(queue.queue === dispatchQueue)
    let value = await withCheckedContinuation { continuation in
      queue.after(0) { continuation.resume(returning: DispatchQueue.getSpecific(key: key)) }
    }
    #expect(value == 7)
  }

  /// Entries appended on the queue only; read on it with `sync`.
  final class OrderLog {
    private(set) var entries: [Int] = []
    func append(_ entry: Int) { entries.append(entry) }
  }
}
