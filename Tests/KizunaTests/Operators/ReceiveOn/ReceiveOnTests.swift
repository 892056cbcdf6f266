import Kizuna
import KizunaTestSupport
import Testing

/// Runs jobs only when told, newest first: the worst order a concurrent context could pick.
private final class ReversingContext: ExecutionContext {
  private let jobs = Lock.make([@Sendable () -> Void]())

  var pendingCount: Int { jobs.withLock { $0.count } }

  func execute(_ work: @escaping @Sendable () -> Void) {
    jobs.withLock { $0.append(work) }
  }

  func runAll() {
    while let job = jobs.withLock({ $0.popLast() }) { job() }
  }
}

/// Runs every job in its own detached task: concurrently, in no particular order.
private struct ConcurrentContext: ExecutionContext {
  func execute(_ work: @escaping @Sendable () -> Void) {
    Task.detached { work() }
  }
}

private enum TestError: Error, Equatable { case boom }

@Suite(.hangGuard) struct ReceiveOnTests {
  @Test func eventsWaitForTheContextAndArriveInOrder() {
    let scheduler = TestScheduler()
    let subject = PublishSubject<Int, Never>()
    let recorder = EventRecorder<Int, Never>()
    let observation = subject.receive(on: scheduler).observe(with: recorder.record)
    subject.send(1)
    subject.send(2)
    subject.send(completion: .finished)
    #expect(recorder.events == [])
    #expect(scheduler.pendingCount == 1)  // one drain job for all three events
    scheduler.advance()
    #expect(recorder.events == [.next(1), .next(2), .completed])
    observation.dispose()
  }

  /// Through a ``TestScheduler`` as the context, the timeline is kept as a marble diagram shows
  /// it (one line in, one line out): each event on its tick, in order, the failure included.
  @Test func keepsTheTimelineOnATestScheduler() {
    let scheduler = TestScheduler()
    let input = scheduler.signal("a-b-(c#)", failure: MarbleFailure.self)
    let received = input.receive(on: scheduler)
    #expect(scheduler.diagram(of: received, ticks: 6).description == "a-b-(c#)")
  }

  @Test func failureIsForwarded() {
    let scheduler = TestScheduler()
    let subject = PublishSubject<Int, TestError>()
    let recorder = EventRecorder<Int, TestError>()
    let observation = subject.receive(on: scheduler).observe(with: recorder.record)
    subject.send(1)
    subject.send(completion: .failure(.boom))
    subject.send(2)
    scheduler.advance()
    #expect(recorder.events == [.next(1), .failed(.boom)])
    #expect(recorder.grammarViolations == [])
    observation.dispose()
  }

  @Test func orderHoldsEvenWhenTheContextRunsJobsOutOfOrder() {
    let context = ReversingContext()
    let subject = PublishSubject<Int, Never>()
    let recorder = EventRecorder<Int, Never>()
    let observation = subject.receive(on: context).observe(with: recorder.record)
    for value in 1...3 { subject.send(value) }
    context.runAll()
    for value in 4...6 { subject.send(value) }
    #expect(context.pendingCount == 1)
    context.runAll()
    #expect(recorder.values == [1, 2, 3, 4, 5, 6])
    observation.dispose()
  }

  @Test func nothingIsDeliveredAfterDispose() {
    let scheduler = TestScheduler()
    let subject = PublishSubject<Int, Never>()
    let recorder = EventRecorder<Int, Never>()
    let observation = subject.receive(on: scheduler).observe(with: recorder.record)
    subject.send(1)
    scheduler.advance()
    subject.send(2)
    observation.dispose()
    subject.send(3)
    scheduler.run()
    #expect(recorder.events == [.next(1)])
    #expect(observation.isDisposed)
  }

  @Test func disposeFromInsideAnObserverStopsTheRestOfTheDrain() {
    let scheduler = TestScheduler()
    let subject = PublishSubject<Int, Never>()
    let recorder = EventRecorder<Int, Never>()
    let slot = SerialDisposable()
    slot.inner = subject.receive(on: scheduler).observe { event in
      recorder.record(event)
      if event == .next(2) { slot.dispose() }
    }
    for value in 1...4 { subject.send(value) }
    scheduler.run()
    #expect(recorder.values == [1, 2])
  }

  @Test func disposeDisposesUpstream() {
    let upstreamDisposed = Lock.make(false)
    let upstream = Signal<Int, Never> { _ in
      BlockDisposable { upstreamDisposed.withLock { $0 = true } }
    }
    let observation = upstream.receive(on: TestScheduler()).observe { _ in }
    #expect(!upstreamDisposed.withLock { $0 })
    observation.dispose()
    #expect(upstreamDisposed.withLock { $0 })
  }

  @Test func reentrantSendsWithImmediateContextKeepOrder() {
    let subject = PublishSubject<Int, Never>()
    let recorder = EventRecorder<Int, Never>()
    let observation = subject.receive(on: .immediate).observe { event in
      recorder.record(event)
      if case .next(let value) = event, value < 3 { subject.send(value + 1) }
    }
    subject.send(1)
    #expect(recorder.values == [1, 2, 3])
    observation.dispose()
  }

  @Test func tenThousandEventsThroughAConcurrentContextArriveInOrder() async {
    let subject = PublishSubject<Int, Never>()
    let recorder = AsyncEventRecorder<Int, Never>()
    let observation = subject.receive(on: ConcurrentContext()).observe(with: recorder.record)
    await Task.detached {
      for value in 0..<10_000 { subject.send(value) }
      subject.send(completion: .finished)
    }.value
    await recorder.waitForTermination()
    #expect(recorder.events == (0..<10_000).map { .next($0) } + [.completed])
    observation.dispose()
  }

  @Test @MainActor func eventsFromABackgroundTaskArriveOnMainInOrder() async {
    let subject = PublishSubject<Int, Never>()
    let recorder = AsyncEventRecorder<Int, Never>()
    let probe = MainActorProbe()
    let observation = subject.receive(on: .mainActor).observe { event in
      probe.recordCall()
      recorder.record(event)
    }
    await Task.detached {
      for value in 0..<10_000 { subject.send(value) }
      subject.send(completion: .finished)
    }.value
    await recorder.waitForTermination()
    #expect(recorder.events == (0..<10_000).map { .next($0) } + [.completed])
    #expect(probe.calls == 10_001)
    observation.dispose()
  }

  @Test @MainActor func mainActorDeliversAtOnceWhenSentOnMain() {
    let subject = PublishSubject<String, Never>()
    let recorder = EventRecorder<String, Never>()
    let observation = subject.receive(on: MainActorScheduler.forTest(onMain: Lock.make(true)))
      .observe(with: recorder.record)
    subject.send("typed")
    #expect(recorder.values == ["typed"])
    observation.dispose()
  }
}
