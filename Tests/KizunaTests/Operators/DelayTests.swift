import KizunaTestSupport
import Testing

@testable import Kizuna

/// The timelines are marble diagrams on a ``TestScheduler`` (one character per second of
/// virtual time; see ``MarbleDiagram``): one line in, one line out. Where a diagram event and
/// an operator's timer fall on the same tick, the diagram's event comes first.
@Suite struct DelayTests {
  @Test func shiftsEveryEventKeepingOrder() {
    let scheduler = TestScheduler()
    let taps = scheduler.signal("a-b#", failure: MarbleFailure.self)
    let delayed = taps.delay(for: .seconds(2), scheduler: scheduler)
    #expect(scheduler.diagram(of: delayed, ticks: 10).description == "--a-b#")
  }

  /// Disposed at tick 0, while `a` and `b` wait: nothing arrives and both timers are gone.
  @Test func disposeCancelsPendingEvents() {
    let scheduler = TestScheduler()
    let taps = scheduler.signal("(ab)", failure: Never.self)
    let delayed = taps.delay(for: .seconds(1), scheduler: scheduler)
    #expect(scheduler.diagram(of: delayed, ticks: 0).description == "")
    #expect(scheduler.pendingCount == 0)
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
