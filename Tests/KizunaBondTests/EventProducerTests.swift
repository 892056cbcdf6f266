import Dispatch
import KizunaBond
import Testing

@Suite("EventProducer (Bond v4)")
struct EventProducerTests {
  @Test("observers receive each event, in the order they started observing")
  func deliversToObserversInOrder() {
    let producer = EventProducer<Int>()
    var log: [String] = []
    producer.observe { log.append("a\($0)") }
    producer.observe { log.append("b\($0)") }
    producer.next(1)
    producer.next(2)
    #expect(log == ["a1", "b1", "a2", "b2"])
  }

  @Test("a disposed observation receives nothing more, reads disposed, and disposes once")
  func disposedObservationIsSilent() {
    let producer = EventProducer<Int>()
    var received: [Int] = []
    let observation = producer.observe { received.append($0) }
    producer.next(1)
    #expect(!observation.isDisposed)
    observation.dispose()
    observation.dispose()
    producer.next(2)
    #expect(received == [1])
    #expect(observation.isDisposed)
  }

  @Test("the producer closure runs once, at once, and its sink sends to the observers")
  func producerClosureSinkSends() {
    var runs = 0
    var captured: EventProducer<Int>.Sink?
    let producer = EventProducer<Int> { sink in
      runs += 1
      captured = sink
      return nil
    }
    #expect(runs == 1)
    var received: [Int] = []
    producer.observe { received.append($0) }
    captured?(1)
    captured?(2)
    #expect(received == [1, 2])
    #expect(runs == 1)
  }

  @Test(
    "a new observer first receives the last replayLength events, oldest first",
    arguments: [(0, [Int]()), (1, [3]), (2, [2, 3]), (5, [1, 2, 3])])
  func replaysTheLastEvents(replayLength: Int, replayed: [Int]) {
    let fromClosure = EventProducer<Int>(replayLength: replayLength) { sink in
      for event in 1...3 { sink(event) }
      return nil
    }
    let fromNext = EventProducer<Int>(replayLength: replayLength)
    for event in 1...3 { fromNext.next(event) }
    for producer in [fromClosure, fromNext] {
      #expect(producer.replayLength == replayLength)
      var received: [Int] = []
      producer.observe { received.append($0) }
      #expect(received == replayed)
      producer.next(4)
      #expect(received == replayed + [4])
    }
  }

  @Test("observeNew skips the replayed events and receives every later one", arguments: 0...4)
  func observeNewSkipsReplayedEvents(sentBefore: Int) {
    let producer = EventProducer<Int>(replayLength: 3)
    for event in 0..<sentBefore { producer.next(event) }
    var received: [Int] = []
    producer.observeNew { received.append($0) }
    #expect(received.isEmpty)
    producer.next(10)
    producer.next(11)
    #expect(received == [10, 11])
  }

  @Test("an event sent to a producer from inside its own observer is kept, not delivered")
  func dropsSameThreadEcho() {
    let producer = EventProducer<Int>(replayLength: 1)
    var first: [Int] = []
    var second: [Int] = []
    producer.observe { event in
      first.append(event)
      if event == 1 { producer.next(2) }
    }
    producer.observe { second.append($0) }
    producer.next(1)
    #expect(first == [1])
    #expect(second == [1])
    var late: [Int] = []
    producer.observe { late.append($0) }
    #expect(late == [2])
    producer.next(3)
    #expect(first == [1, 3])
    #expect(second == [1, 3])
  }

  @Test("an event sent to another producer from inside an observer is delivered")
  func deliversNestedSendsToOtherProducers() {
    let outer = EventProducer<Int>()
    let inner = EventProducer<Int>()
    var received: [Int] = []
    inner.observe { received.append($0) }
    outer.observe { inner.next($0 * 10) }
    outer.next(1)
    outer.next(2)
    #expect(received == [10, 20])
  }

  @Test("an event sent from another thread during a delivery is delivered after it")
  func deliversAnotherThreadsEventAfterTheCurrentOne() {
    let producer = EventProducer<Int>()
    let box = SendableBox(value: producer)
    let sent = DispatchSemaphore(value: 0)
    var received: [Int] = []
    producer.observe { event in
      received.append(event)
      guard event == 1 else { return }
      DispatchQueue.global().async {
        box.value.next(2)
        sent.signal()
      }
      sent.wait()
      // Still inside the delivery of 1: 2 must wait for it to end.
      received.append(-1)
    }
    producer.next(1)
    #expect(received == [1, -1, 2])
  }

  /// Counts deliveries and notices two that overlap.
  final class DeliveryLog {
    private(set) var count = 0
    private(set) var overlaps = 0
    private var isDelivering = false

    func record(_ body: () -> Void) {
      if isDelivering { overlaps += 1 }
      isDelivering = true
      count += 1
      body()
      isDelivering = false
    }
  }

  @Test("events sent from many threads at once reach each observer one at a time, echoes never")
  func concurrentSendsAreSerialAndEchoFree() async {
    let producer = EventProducer<Int>()
    let log = SendableBox(value: DeliveryLog())
    // Every delivery echoes an event into the producer from its own thread: never delivered.
    producer.observe { [weak producer] event in log.value.record { producer?.next(-event) } }
    let box = SendableBox(value: producer)
    await withTaskGroup(of: Void.self) { group in
      for sender in 0..<4 {
        group.addTask {
          for index in 1...500 { box.value.next(sender * 1000 + index) }
        }
      }
    }
    #expect(log.value.count == 2000)
    #expect(log.value.overlaps == 0)
  }

  @Test("releasing a producer disposes its deinitDisposable and what its closure returned")
  func releaseDisposesDeinitDisposable() {
    let returned = SimpleDisposable()
    let added = SimpleDisposable()
    var producer: EventProducer<Int>? = EventProducer { _ in returned }
    producer?.deinitDisposable += added
    let weakProducer = WeakBox(producer)
    #expect(!returned.isDisposed)
    producer = nil
    #expect(weakProducer.object == nil)
    #expect(returned.isDisposed)
    #expect(added.isDisposed)
  }

  @Test("releasing a producer ends its observations, which then read disposed")
  func releaseEndsObservations() {
    var producer: EventProducer<Int>? = EventProducer<Int>()
    let first = producer!.observe { _ in }
    let second = producer!.observe { _ in }
    #expect(!first.isDisposed && !second.isDisposed)
    producer = nil
    #expect(first.isDisposed && second.isDisposed)
    first.dispose()
  }

  @Test("a sink does not keep its producer alive; the disconnect disposable ends with it")
  func sinkDoesNotRetainTheProducer() {
    var producer: EventProducer<Int>? = EventProducer<Int>(replayLength: 1)
    let weakProducer = WeakBox(producer)
    let disconnect = SimpleDisposable()
    let sink = producer!.sink(disconnect)
    sink(7)
    var received: [Int] = []
    producer!.observe { received.append($0) }
    #expect(received == [7])
    producer = nil
    #expect(weakProducer.object == nil)
    #expect(disconnect.isDisposed)
    sink(8)
  }
}
