import KizunaTestSupport
import Testing

@testable import Kizuna

@Suite struct ShareTests {
  @Test func sharesOneUpstreamObservation() {
    let starts = Lock<Int>.make(0)
    let subject = PublishSubject<Int, Never>()
    let shared = Signal<Int, Never> { observer in
      starts.withLock { $0 += 1 }
      return subject.observe(with: observer.receive)
    }.share()
    let first = EventRecorder<Int, Never>()
    let second = EventRecorder<Int, Never>()
    let a = shared.observe(with: first.record)
    subject.send(1)
    let b = shared.observe(with: second.record)
    subject.send(2)
    #expect(starts.withLock { $0 } == 1)
    #expect(subject.observerCount == 1)
    #expect(first.events == [.next(1), .next(2)])
    #expect(second.events == [.next(2)])
    a.dispose()
    #expect(subject.observerCount == 1)
    b.dispose()
    #expect(subject.observerCount == 0)
  }

  @Test func reconnectsAfterTheLastObserverLeft() {
    let starts = Lock<Int>.make(0)
    let subject = PublishSubject<Int, Never>()
    let shared = Signal<Int, Never> { observer in
      starts.withLock { $0 += 1 }
      return subject.observe(with: observer.receive)
    }.share()
    shared.observe { _ in }.dispose()
    let recorder = EventRecorder<Int, Never>()
    let again = shared.observe(with: recorder.record)
    subject.send(3)
    #expect(starts.withLock { $0 } == 2)
    #expect(recorder.events == [.next(3)])
    again.dispose()
  }

  @Test func replaysTheLatestValuesToLateObservers() {
    let subject = PublishSubject<Int, Never>()
    let shared = subject.share(replay: 2)
    let first = EventRecorder<Int, Never>()
    let a = shared.observe(with: first.record)
    subject.send(1)
    subject.send(2)
    subject.send(3)
    let late = EventRecorder<Int, Never>()
    let b = shared.observe(with: late.record)
    subject.send(4)
    #expect(first.values == [1, 2, 3, 4])
    #expect(late.events == [.next(2), .next(3), .next(4)])
    a.dispose()
    b.dispose()
  }

  @Test func terminalReachesEveryObserverAndNextObserverStartsOver() {
    let subject = PublishSubject<Int, ContractFailure>()
    let shared = subject.share()
    let first = EventRecorder<Int, ContractFailure>()
    let second = EventRecorder<Int, ContractFailure>()
    let a = shared.observe(with: first.record)
    let b = shared.observe(with: second.record)
    subject.send(completion: .failure(.boom))
    #expect(first.events == [.failed(.boom)])
    #expect(second.events == [.failed(.boom)])
    // The connection ended with the upstream: a new observer starts a new observation of the
    // subject, which tells late observers its terminal event at once.
    #expect(subject.observerCount == 0)
    let third = EventRecorder<Int, ContractFailure>()
    let c = shared.observe(with: third.record)
    #expect(third.events == [.failed(.boom)])
    a.dispose()
    b.dispose()
    c.dispose()
  }

  @Test func synchronousUpstreamCompletesTheFirstObserver() {
    let shared = Signal<Int, Never>(sequence: [1, 2]).share(replay: 1)
    let first = EventRecorder<Int, Never>()
    _ = shared.observe(with: first.record)
    let second = EventRecorder<Int, Never>()
    _ = shared.observe(with: second.record)
    #expect(first.events == [.next(1), .next(2), .completed])
    #expect(second.events == [.next(1), .next(2), .completed])
  }

  @Test func concurrentObserversComeAndGoWithoutLosingTheConnection() async {
    let subject = PublishSubject<Int, Never>()
    let shared = subject.share()
    let anchor = EventRecorder<Int, Never>()
    let anchored = shared.observe(with: anchor.record)
    await withTaskGroup(of: Void.self) { group in
      group.addTask { for value in 0..<5_000 { subject.send(value) } }
      for _ in 0..<2 {
        group.addTask {
          for _ in 0..<500 { shared.observe { _ in }.dispose() }
        }
      }
    }
    #expect(anchor.values == Array(0..<5_000))
    #expect(subject.observerCount == 1)
    anchored.dispose()
    #expect(subject.observerCount == 0)
  }
}
