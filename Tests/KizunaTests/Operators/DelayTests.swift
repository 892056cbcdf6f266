import KizunaTestSupport
import Testing

@testable import Kizuna

@Suite struct DelayTests {
  // Every event shifted, in order, the failure too:
  // TimeOperatorMarbleTests.delayShiftsEveryEventKeepingOrder.

  @Test func disposeCancelsPendingEvents() {
    let scheduler = TestScheduler()
    let taps = PublishSubject<Int, Never>()
    let recorder = EventRecorder<Int, Never>()
    let observation = taps.delay(for: .seconds(1), scheduler: scheduler)
      .observe(with: recorder.record)
    taps.send(1)
    taps.send(2)
    #expect(scheduler.pendingCount == 2)
    observation.dispose()
    #expect(scheduler.pendingCount == 0)
    scheduler.advance(by: .seconds(2))
    #expect(recorder.events == [])
  }

  @Test func concurrentSendsAndTimersDeliverEveryValueInOrder() async {
    let scheduler = TestScheduler()
    let taps = PublishSubject<Int, Never>()
    let probe = ConcurrencyProbe<Int>()
    let observation = taps.delay(for: .milliseconds(1), scheduler: scheduler)
      .observe(with: probe.record)
    await withTaskGroup(of: Void.self) { group in
      group.addTask { for value in 0..<3_000 { taps.send(value) } }
      group.addTask { for _ in 0..<3_000 { scheduler.advance(by: .milliseconds(1)) } }
    }
    taps.send(completion: .finished)
    scheduler.run()
    #expect(probe.values == Array(0..<3_000))
    #expect(probe.terminals == ["completed"])
    #expect(probe.overlaps == 0)
    observation.dispose()
  }
}
