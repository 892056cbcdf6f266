import Kizuna
import KizunaTestSupport
import Testing

private enum TestError: Error, Equatable { case boom }

@Suite(.hangGuard) struct SignalValuesTests {
  @Test func nonFailingSignalIteratesWithoutTry() async {
    var collected: [Int] = []
    for await value in Signal<Int, Never>(sequence: [1, 2, 3]).values {
      collected.append(value)
    }
    #expect(collected == [1, 2, 3])
  }

  @Test func slowConsumerMissesNoValues() async {
    let subject = PublishSubject<Int, Never>()
    var iterator = subject.values.makeAsyncIterator()
    for value in 0..<10_000 { subject.send(value) }
    subject.send(completion: .finished)
    var collected: [Int] = []
    while let value = await iterator.next() { collected.append(value) }
    #expect(collected == Array(0..<10_000))
    #expect(await iterator.next() == nil)
  }

  @Test func valuesSentFromAnotherTaskWhileWaitingArriveInOrder() async {
    let subject = PublishSubject<Int, Never>()
    let observed = AsyncEventRecorder<Void, Never>()
    let signal = Signal<Int, Never> { observer in
      defer { observed.record(.next(())) }
      return subject.observe(with: observer.receive)
    }
    let consumer = Task {
      var collected: [Int] = []
      for await value in signal.values { collected.append(value) }
      return collected
    }
    // Send only once the consumer observes; until then values would go nowhere.
    await observed.waitForEvents(count: 1)
    await Task.detached {
      for value in 0..<5_000 { subject.send(value) }
      subject.send(completion: .finished)
    }.value
    #expect(await consumer.value == Array(0..<5_000))
  }

  @Test func failureIsThrownWithItsTypeAndIterationThenEnds() async throws {
    let subject = ReplaySubject<Int, TestError>(bufferSize: 10)
    subject.send(1)
    subject.send(completion: .failure(.boom))
    var iterator = subject.values.makeAsyncIterator()
    var collected: [Int] = []
    var caught: TestError?
    do {
      while let value = try await iterator.next() { collected.append(value) }
    } catch {
      caught = error  // typed: `error` is a TestError
    }
    #expect(collected == [1])
    #expect(caught == .boom)
    #expect(try await iterator.next() == nil)
  }

  @Test func observableSendsItsCurrentValueFirst() async {
    let count = Observable(7)
    var iterator = count.values.makeAsyncIterator()
    count.value = 8
    #expect(await iterator.next() == 7)
    #expect(await iterator.next() == 8)
  }

  @Test func cancellingTheConsumingTaskDisposesTheObservation() async {
    let events = AsyncEventRecorder<String, Never>()
    let signal = Signal<Int, Never> { _ in
      events.record(.next("observed"))
      return BlockDisposable { events.record(.next("disposed")) }
    }
    let consumer = Task {
      for await _ in signal.values {}
      return "ended"
    }
    await events.waitForEvents(count: 1)
    consumer.cancel()
    #expect(await consumer.value == "ended")
    #expect(events.values == ["observed", "disposed"])
  }

  @Test func droppingTheIteratorDisposesTheObservation() async {
    let disposed = Lock.make(false)
    let subject = PublishSubject<Int, Never>()
    let signal = Signal<Int, Never> { observer in
      let inner = subject.observe(with: observer.receive)
      return BlockDisposable {
        inner.dispose()
        disposed.withLock { $0 = true }
      }
    }
    do {
      var iterator = signal.values.makeAsyncIterator()
      subject.send(1)
      #expect(await iterator.next() == 1)
    }
    #expect(disposed.withLock { $0 })
    #expect(subject.observerCount == 0)
  }
}
