import KizunaTestSupport
import Testing

@testable import Kizuna

@Suite struct TimeoutTests {
  enum RequestError: Error, Equatable { case timedOut, server }

  @Test func failsWithTheCustomErrorWhenNoValueArrivesInTime() {
    let scheduler = TestScheduler()
    let reply = PublishSubject<String, RequestError>()
    let recorder = EventRecorder<String, RequestError>()
    let observation = reply.timeout(.seconds(5), scheduler: scheduler) { .timedOut }
      .observe(with: recorder.record)
    scheduler.advance(by: .milliseconds(4_999))
    #expect(recorder.events == [])
    scheduler.advance(by: .milliseconds(1))
    #expect(recorder.events == [.failed(.timedOut)])
    #expect(reply.observerCount == 0, "the upstream is disposed when the time runs out")
    reply.send("late")
    #expect(recorder.events == [.failed(.timedOut)])
    observation.dispose()
  }

  @Test func completesWithoutCustomError() {
    let scheduler = TestScheduler()
    let reply = PublishSubject<String, Never>()
    let recorder = EventRecorder<String, Never>()
    let observation = reply.timeout(.seconds(1), scheduler: scheduler)
      .observe(with: recorder.record)
    scheduler.advance(by: .seconds(1))
    #expect(recorder.events == [.completed])
    observation.dispose()
  }

  @Test func eachValueRestartsTheWait() {
    let scheduler = TestScheduler()
    let reply = PublishSubject<Int, RequestError>()
    let recorder = EventRecorder<Int, RequestError>()
    let observation = reply.timeout(.seconds(2), scheduler: scheduler) { .timedOut }
      .observe(with: recorder.record)
    for value in 1...5 {
      scheduler.advance(by: .milliseconds(1_900))
      reply.send(value)
    }
    #expect(recorder.events == [1, 2, 3, 4, 5].map { .next($0) })
    #expect(scheduler.pendingCount == 1, "replaced timers are cancelled, not left to fire")
    scheduler.advance(by: .seconds(2))
    #expect(recorder.events.last == .failed(.timedOut))
    observation.dispose()
  }

  @Test func upstreamTerminalEventsPassThroughAndStopTheTimer() {
    let scheduler = TestScheduler()
    let reply = PublishSubject<Int, RequestError>()
    let recorder = EventRecorder<Int, RequestError>()
    let calls = Lock.make(0)
    let observation = reply.timeout(.seconds(1), scheduler: scheduler) {
      calls.withLock { $0 += 1 }
      return .timedOut
    }.observe(with: recorder.record)
    reply.send(1)
    reply.send(completion: .failure(.server))
    scheduler.advance(by: .seconds(10))
    #expect(recorder.events == [.next(1), .failed(.server)])
    #expect(calls.withLock { $0 } == 0, "customError runs only for a timeout that happened")
    #expect(scheduler.pendingCount == 0)
    observation.dispose()
  }

  @Test func disposingCancelsTheTimerAndReleasesTheObserver() {
    final class Owner: Sendable {}
    let scheduler = TestScheduler()
    let reply = PublishSubject<Int, Never>()
    weak var weakOwner: Owner?
    var observation: (any Disposable)?
    do {
      let owner = Owner()
      weakOwner = owner
      observation = reply.timeout(.seconds(1), scheduler: scheduler)
        .observeNext { _ in _ = owner }
    }
    observation?.dispose()
    observation = nil
    #expect(scheduler.pendingCount == 0)
    #expect(reply.observerCount == 0)
    #expect(weakOwner == nil, "neither the scheduler nor the upstream holds the observer")
  }

  @Test func synchronousUpstreamCompletesBeforeAnyTimeout() {
    let scheduler = TestScheduler()
    let recorder = EventRecorder<Int, Never>()
    let observation = Signal(sequence: [1, 2]).timeout(.zero, scheduler: scheduler)
      .observe(with: recorder.record)
    scheduler.advance()
    #expect(recorder.events == [.next(1), .next(2), .completed])
    observation.dispose()
  }
}
