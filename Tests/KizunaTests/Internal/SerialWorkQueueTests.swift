import Kizuna
import Testing

@Suite struct SerialWorkQueueTests {
  @Test func idleQueueAsksToRunInlineOnlyWhenAllowed() {
    let queue = SerialWorkQueue()
    #expect(queue.submit({}, runInlineIfIdle: true) == .runInline)
    #expect(queue.count == 0)
    #expect(queue.submit({}, runInlineIfIdle: false) == .startDrain)
    #expect(queue.submit({}, runInlineIfIdle: true) == .none)
    #expect(queue.count == 2)
  }

  @Test func onlyOneDrainJobIsRequestedUntilTheQueueRunsEmpty() {
    let queue = SerialWorkQueue()
    let log = Lock.make([Int]())
    #expect(queue.submit({ log.withLock { $0.append(1) } }, runInlineIfIdle: false) == .startDrain)
    #expect(queue.submit({ log.withLock { $0.append(2) } }, runInlineIfIdle: false) == .none)
    #expect(queue.drain(limit: 10) == false)
    #expect(log.withLock { $0 } == [1, 2])
    #expect(queue.submit({ log.withLock { $0.append(3) } }, runInlineIfIdle: false) == .startDrain)
  }

  @Test func drainStopsAtItsLimitAndAsksForAnotherJob() {
    let queue = SerialWorkQueue()
    let log = Lock.make([Int]())
    for value in 0..<5 {
      _ = queue.submit({ log.withLock { $0.append(value) } }, runInlineIfIdle: false)
    }
    #expect(queue.drain(limit: 2) == true)
    #expect(log.withLock { $0 } == [0, 1])
    #expect(queue.submit({ log.withLock { $0.append(5) } }, runInlineIfIdle: false) == .none)
    #expect(queue.drain(limit: 2) == true)
    #expect(queue.drain(limit: 2) == false)
    #expect(log.withLock { $0 } == [0, 1, 2, 3, 4, 5])
  }

  @Test func workQueuedWhileDrainingRunsInTheSameJobAfterEarlierWork() {
    let queue = SerialWorkQueue()
    let log = Lock.make([String]())
    _ = queue.submit(
      {
        log.withLock { $0.append("a") }
        #expect(queue.submit({ log.withLock { $0.append("c") } }, runInlineIfIdle: true) == .none)
      }, runInlineIfIdle: false)
    _ = queue.submit({ log.withLock { $0.append("b") } }, runInlineIfIdle: false)
    #expect(queue.drain(limit: 100) == false)
    #expect(log.withLock { $0 } == ["a", "b", "c"])
  }

  @Test func fifoBufferKeepsOrderAcrossCompaction() {
    var buffer = FIFOBuffer<Int>()
    var expected: [Int] = []
    var next = 0
    for round in 0..<50 {
      for _ in 0..<(round % 7 + 3) {
        buffer.append(next)
        expected.append(next)
        next += 1
      }
      for _ in 0..<(round % 5 + 1) {
        #expect(buffer.popFirst() == expected.removeFirst())
      }
      #expect(buffer.count == expected.count)
    }
    while let value = buffer.popFirst() { #expect(value == expected.removeFirst()) }
    #expect(expected.isEmpty && buffer.isEmpty)
  }
}
