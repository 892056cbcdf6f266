import KizunaTestSupport
import Testing

@testable import Kizuna

/// The timelines are marble diagrams on a ``TestScheduler`` (one character per second of
/// virtual time; see ``MarbleDiagram``): one line in, one line out. Where a diagram event and
/// an operator's timer fall on the same tick, the diagram's event comes first.
@Suite struct DebounceTests {
  @Test func sendsTheLastValueAfterQuiet() {
    let scheduler = TestScheduler()
    let text = scheduler.signal("a-b---c-----", failure: Never.self)
    let debounced = text.debounce(for: .seconds(3), scheduler: scheduler)
    #expect(scheduler.diagram(of: debounced, ticks: 12).description == "-----b---c")
    #expect(scheduler.pendingCount == 0)
  }

  @Test func sendsTheLastValueOfEachBurst() {
    let scheduler = TestScheduler()
    let text = scheduler.signal("ab---c----|", failure: Never.self)
    let debounced = text.debounce(for: .seconds(3), scheduler: scheduler)
    #expect(scheduler.diagram(of: debounced, ticks: 12).description == "----b---c-|")
  }

  /// The waiting value goes out at once, before the completion, and its timer is cancelled.
  @Test func completionFlushesTheWaitingValue() {
    let scheduler = TestScheduler()
    let text = scheduler.signal("a(b|)", failure: Never.self)
    let debounced = text.debounce(for: .seconds(3), scheduler: scheduler)
    #expect(scheduler.diagram(of: debounced, ticks: 5).description == "-(b|)")
    #expect(scheduler.pendingCount == 0)
  }

  @Test func failureDropsTheWaitingValue() {
    let scheduler = TestScheduler()
    let text = scheduler.signal("a#", failure: MarbleFailure.self)
    let debounced = text.debounce(for: .seconds(1), scheduler: scheduler)
    #expect(scheduler.diagram(of: debounced, ticks: 3).description == "-#")
  }

  /// Disposed at tick 0, while `a` waits: nothing arrives and the timer is gone.
  @Test func disposeCancelsTheTimer() {
    let scheduler = TestScheduler()
    let text = scheduler.signal("a", failure: Never.self)
    let debounced = text.debounce(for: .seconds(1), scheduler: scheduler)
    #expect(scheduler.diagram(of: debounced, ticks: 0).description == "")
    #expect(scheduler.pendingCount == 0)
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
