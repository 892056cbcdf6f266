import Dispatch
import KizunaTestSupport
import Testing

@testable import Kizuna

@Suite struct SubscribeOnTests {
  @Test func observesTheUpstreamOnTheContext() {
    let scheduler = TestScheduler()
    let subscriptions = Lock.make(0)
    let source = Signal<Int, Never> { observer in
      subscriptions.withLock { $0 += 1 }
      observer.receive(1)
      observer.receive(completion: .finished)
      return SimpleDisposable(isDisposed: true)
    }
    let recorder = EventRecorder<Int, Never>()
    let observation = source.subscribe(on: scheduler).observe(with: recorder.record)
    #expect(subscriptions.withLock { $0 } == 0, "nothing happens before the context runs")
    scheduler.advance()
    #expect(subscriptions.withLock { $0 } == 1)
    #expect(recorder.events == [.next(1), .completed])
    observation.dispose()
  }

  @Test func disposingBeforeTheContextRunsNeverSubscribes() {
    let scheduler = TestScheduler()
    let subject = PublishSubject<Int, Never>()
    let observation = subject.subscribe(on: scheduler).observeNext { _ in }
    observation.dispose()
    scheduler.advance()
    #expect(subject.observerCount == 0)
  }

  @Test func disposalRunsOnTheContextButDeliveryStopsAtOnce() {
    let scheduler = TestScheduler()
    let subject = PublishSubject<Int, Never>()
    let recorder = EventRecorder<Int, Never>()
    let observation = subject.subscribe(on: scheduler).observe(with: recorder.record)
    scheduler.advance()
    subject.send(1)
    observation.dispose()
    #expect(subject.observerCount == 1, "the upstream's disposal waits for the context")
    subject.send(2)
    #expect(recorder.events == [.next(1)], "nothing is delivered after dispose")
    scheduler.advance()
    #expect(subject.observerCount == 0)
  }

  @Test func subscribesOnTheContextsThread() async {
    let queue = DispatchQueue(label: "subscribe-on")
    let key = DispatchSpecificKey<Int>()
    queue.setSpecific(key: key, value: 7)
    let source = Signal<Int?, Never> { observer in
      observer.receive(DispatchQueue.getSpecific(key: key))
      observer.receive(completion: .finished)
      return SimpleDisposable(isDisposed: true)
    }
    let values = await source.subscribe(on: QueueContext(queue: queue)).values
      .reduce(into: [Int?]()) { $0.append($1) }
    #expect(values == [7], "the producer ran on the context's queue")
  }
}

/// A Dispatch queue as an execution context (KizunaDispatch has the product's; the core's
/// tests do not depend on it).
private struct QueueContext: ExecutionContext {
  let queue: DispatchQueue
  func execute(_ work: @escaping @Sendable () -> Void) { queue.async(execute: work) }
}
