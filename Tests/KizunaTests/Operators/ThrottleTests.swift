import KizunaTestSupport
import Testing

@testable import Kizuna

@Suite struct ThrottleTests {
  // The basic windowing, both modes: TimeOperatorMarbleTests.throttleSendsAtMostOneValuePerWindow.

  @Test func completionFlushesTheHeldValue() {
    let scheduler = TestScheduler()
    let scrolls = PublishSubject<Int, Never>()
    let recorder = EventRecorder<Int, Never>()
    let observation = scrolls.throttle(for: .seconds(1), scheduler: scheduler)
      .observe(with: recorder.record)
    scrolls.send(1)
    scrolls.send(2)
    scrolls.send(completion: .finished)
    #expect(recorder.events == [.next(1), .next(2), .completed])
    #expect(scheduler.pendingCount == 0)
    observation.dispose()
  }

  @Test func failureDropsTheHeldValue() {
    let scheduler = TestScheduler()
    let scrolls = PublishSubject<Int, ContractFailure>()
    let recorder = EventRecorder<Int, ContractFailure>()
    let observation = scrolls.throttle(for: .seconds(1), scheduler: scheduler)
      .observe(with: recorder.record)
    scrolls.send(1)
    scrolls.send(2)
    scrolls.send(completion: .failure(.boom))
    scheduler.advance(by: .seconds(2))
    #expect(recorder.events == [.next(1), .failed(.boom)])
    observation.dispose()
  }

  @Test func valuesRacingWithWindowsAreDeliveredSerially() async {
    let scheduler = TestScheduler()
    let scrolls = PublishSubject<Int, Never>()
    let probe = ConcurrencyProbe<Int>()
    let observation = scrolls.throttle(for: .milliseconds(1), scheduler: scheduler)
      .observe(with: probe.record)
    await withTaskGroup(of: Void.self) { group in
      group.addTask { for value in 0..<3_000 { scrolls.send(value) } }
      group.addTask { for _ in 0..<3_000 { scheduler.advance(by: .milliseconds(1)) } }
    }
    scrolls.send(completion: .finished)
    let values = probe.values
    #expect(values.first == 0)
    #expect(values == values.sorted())
    #expect(Set(values).count == values.count)
    #expect(values.last == 2_999)
    #expect(probe.overlaps == 0)
    observation.dispose()
  }
}
