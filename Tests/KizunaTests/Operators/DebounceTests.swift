import KizunaTestSupport
import Testing

@testable import Kizuna

@Suite struct DebounceTests {
  @Test func sendsTheLastValueAfterQuiet() {
    let scheduler = TestScheduler()
    let text = PublishSubject<String, Never>()
    let recorder = EventRecorder<String, Never>()
    let observation = text.debounce(for: .milliseconds(300), scheduler: scheduler)
      .observe(with: recorder.record)
    text.send("k")
    scheduler.advance(by: .milliseconds(200))
    text.send("ki")
    scheduler.advance(by: .milliseconds(299))
    #expect(recorder.events == [])
    scheduler.advance(by: .milliseconds(1))
    #expect(recorder.events == [.next("ki")])
    text.send("kiz")
    scheduler.advance(by: .seconds(1))
    #expect(recorder.events == [.next("ki"), .next("kiz")])
    #expect(scheduler.pendingCount == 0)
    observation.dispose()
  }

  @Test func completionFlushesTheWaitingValue() {
    let scheduler = TestScheduler()
    let text = PublishSubject<Int, Never>()
    let recorder = EventRecorder<Int, Never>()
    let observation = text.debounce(for: .seconds(1), scheduler: scheduler)
      .observe(with: recorder.record)
    text.send(1)
    text.send(completion: .finished)
    #expect(recorder.events == [.next(1), .completed])
    #expect(scheduler.pendingCount == 0)
    observation.dispose()
  }

  @Test func failureDropsTheWaitingValue() {
    let scheduler = TestScheduler()
    let text = PublishSubject<Int, ContractFailure>()
    let recorder = EventRecorder<Int, ContractFailure>()
    let observation = text.debounce(for: .seconds(1), scheduler: scheduler)
      .observe(with: recorder.record)
    text.send(1)
    text.send(completion: .failure(.boom))
    scheduler.advance(by: .seconds(2))
    #expect(recorder.events == [.failed(.boom)])
    observation.dispose()
  }

  @Test func disposeCancelsTheTimer() {
    let scheduler = TestScheduler()
    let text = PublishSubject<Int, Never>()
    let recorder = EventRecorder<Int, Never>()
    let observation = text.debounce(for: .seconds(1), scheduler: scheduler)
      .observe(with: recorder.record)
    text.send(1)
    #expect(scheduler.pendingCount == 1)
    observation.dispose()
    #expect(scheduler.pendingCount == 0)
    scheduler.advance(by: .seconds(2))
    #expect(recorder.events == [])
  }

  @Test func valuesRacingWithTimersAreDeliveredSerially() async {
    let scheduler = TestScheduler()
    let text = PublishSubject<Int, Never>()
    let probe = ConcurrencyProbe<Int>()
    let observation = text.debounce(for: .milliseconds(1), scheduler: scheduler)
      .observe(with: probe.record)
    await withTaskGroup(of: Void.self) { group in
      group.addTask { for value in 0..<3_000 { text.send(value) } }
      group.addTask { for _ in 0..<3_000 { scheduler.advance(by: .milliseconds(1)) } }
    }
    text.send(completion: .finished)
    let values = probe.values
    #expect(values == values.sorted())
    #expect(values.last == 2_999)
    #expect(probe.terminals == ["completed"])
    #expect(probe.overlaps == 0)
    observation.dispose()
  }
}
