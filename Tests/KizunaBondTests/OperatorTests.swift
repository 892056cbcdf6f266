import Dispatch
import KizunaBond
import Testing

@Suite("Operators (Bond v4)")
struct OperatorTests {
  /// Sends `events` into a new producer that replays nothing, observes `operatorUnderTest`
  /// of it, and returns what the observer received.
  func run<T>(
    _ events: [Int], through operatorUnderTest: (EventProducer<Int>) -> EventProducer<T>
  ) -> [T] {
    let source = EventProducer<Int>()
    var received: [T] = []
    let observation = operatorUnderTest(source).observe { received.append($0) }
    for event in events { source.next(event) }
    observation.dispose()
    return received
  }

  @Test("map transforms each event, and replays as its source does")
  func map() {
    #expect(run([1, 2, 3]) { $0.map { $0 * 10 } } == [10, 20, 30])
    let source = Observable(2)
    let mapped = source.map { "\($0)" }
    #expect(mapped.replayLength == 1)
    var received: [String] = []
    mapped.observe { received.append($0) }
    source.value = 3
    #expect(received == ["2", "3"])
  }

  @Test("filter forwards the included events only")
  func filter() {
    #expect(run([1, 2, 3, 4]) { $0.filter { $0 % 2 == 0 } } == [2, 4])
    var received: [Int] = []
    Observable(3).filter { $0 > 5 }.observe { received.append($0) }
    #expect(received.isEmpty)
  }

  @Test("skip drops the first events, replayed ones included", arguments: 0...4)
  func skip(count: Int) {
    let source = EventProducer<Int>(replayLength: 3)
    for event in 1...3 { source.next(event) }
    let skipped = source.skip(count)
    #expect(skipped.replayLength == max(3 - count, 0))
    var received: [Int] = []
    skipped.observe { received.append($0) }
    source.next(4)
    source.next(5)
    #expect(received == Array([1, 2, 3, 4, 5].dropFirst(count)))
  }

  @Test("skip(1) of an Observable drops its current value and forwards the new ones")
  func skipCurrentValue() {
    let source = Observable(1)
    var received: [Int] = []
    source.skip(1).observe { received.append($0) }
    source.value = 2
    #expect(received == [2])
  }

  @Test("startWith sends its event first, to a producer that replays nothing too")
  func startWith() {
    #expect(run([1, 2]) { $0.startWith(0) } == [0, 1, 2])
    let source = Observable(1)
    var received: [Int] = []
    source.startWith(0).observe { received.append($0) }
    source.value = 2
    #expect(received == [0, 1, 2])
  }

  @Test("reduce sends the running result; an Observable's current value counts")
  func reduce() {
    #expect(run([1, 2, 3]) { $0.reduce(0, combine: +) } == [1, 3, 6])
    #expect(run([1, 2]) { $0.reduce("", combine: { $0 + "\($1)" }) } == ["1", "12"])
    let source = Observable(10)
    var received: [Int] = []
    source.reduce(0, combine: +).observe { received.append($0) }
    source.value = 1
    #expect(received == [11])
  }

  @Test("ignoreNil forwards the unwrapped values that are not nil")
  func ignoreNil() {
    let source = EventProducer<Int?>()
    var received: [Int] = []
    source.ignoreNil().observe { received.append($0) }
    for event in [nil, 1, nil, 2] as [Int?] { source.next(event) }
    #expect(received == [1, 2])
    var current: [String] = []
    Observable<String?>(nil).ignoreNil().observe { current.append($0) }
    #expect(current.isEmpty)
  }

  @Test("distinct drops an event equal to the one before it, never the first")
  func distinct() {
    #expect(run([1, 1, 2, 2, 2, 1, 3]) { $0.distinct() } == [1, 2, 1, 3])
    let flag = Observable(true)
    var received: [Bool] = []
    flag.distinct().observe { received.append($0) }
    flag.value = true
    flag.value = false
    #expect(received == [true, false])
  }

  @Test("distinctOptional drops repeats, nil included, and a first nil (Bond v4's rule)")
  func distinctOptional() {
    let source = EventProducer<Int?>()
    var received: [Int?] = []
    source.distinctOptional().observe { received.append($0) }
    for event in [nil, nil, 1, 1, nil, nil, 2, 2, 3] as [Int?] { source.next(event) }
    #expect(received == [1, nil, 2, 3])
    let count = Observable<Int?>(nil)
    var current: [Int?] = []
    count.distinctOptional().observe { current.append($0) }
    count.value = 1
    #expect(current == [1])
  }

  @Test("deliverOn delivers every event, in order, on the queue")
  func deliverOn() async {
    let dispatchQueue = DispatchQueue(label: "OperatorTests.deliverOn")
    let key = DispatchSpecificKey<Int>()
    dispatchQueue.setSpecific(key: key, value: 1)
    // A replayed event reaches a new observer at once, on its own thread, so the source
    // replays nothing here.
    let source = EventProducer<Int>()
    let (stream, continuation) = AsyncStream<(Int, Bool)>.makeStream()
    let delivered = source.deliverOn(Queue(queue: dispatchQueue))
    delivered.observe { continuation.yield(($0, DispatchQueue.getSpecific(key: key) == 1)) }
    source.next(1)
    source.next(2)
    source.next(3)
    var received: [(Int, Bool)] = []
    for await event in stream {
      received.append(event)
      if received.count == 3 { break }
    }
    #expect(received.map(\.0) == [1, 2, 3])
    #expect(received.allSatisfy { $0.1 })
  }

  @Test("throttle sends the last of many rapid events once, then starts a new wait")
  func throttle() async {
    let queue = Queue()
    let gate = DispatchSemaphore(value: 0)
    // The queue is busy until the gate opens, so the wait cannot end before every event is in.
    queue.async { gate.wait() }
    let source = EventProducer<Int>()
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    let throttled = source.throttle(0, queue: queue)
    throttled.observe { continuation.yield($0) }
    for event in 1...100 { source.next(event) }
    gate.signal()
    var iterator = stream.makeAsyncIterator()
    #expect(await iterator.next() == 100)
    queue.async { gate.wait() }
    source.next(101)
    source.next(102)
    gate.signal()
    #expect(await iterator.next() == 102)
    withExtendedLifetime(throttled) {}
  }
}
