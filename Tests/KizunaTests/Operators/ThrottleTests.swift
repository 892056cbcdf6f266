import KizunaTestSupport
import Testing

@testable import Kizuna

/// The timelines are marble diagrams on a ``TestScheduler`` (one character per second of
/// virtual time; see ``MarbleDiagram``): one line in, one line out. Where a diagram event and
/// an operator's timer fall on the same tick, the diagram's event comes first.
@Suite struct ThrottleTests {
  @Test(arguments: [(true, "a-c---d-|"), (false, "a-b---d-|")])
  func sendsAtMostOneValuePerWindow(latest: Bool, expected: String) {
    let scheduler = TestScheduler()
    let scrolls = scheduler.signal("abc---d-|", failure: Never.self)
    let throttled = scrolls.throttle(for: .seconds(2), scheduler: scheduler, latest: latest)
    #expect(scheduler.diagram(of: throttled, ticks: 10).description == expected)
  }

  /// The held value goes out at once, before the completion, and the window's timer is
  /// cancelled.
  @Test func completionFlushesTheHeldValue() {
    let scheduler = TestScheduler()
    let scrolls = scheduler.signal("(ab|)", failure: Never.self)
    let throttled = scrolls.throttle(for: .seconds(1), scheduler: scheduler)
    #expect(scheduler.diagram(of: throttled, ticks: 3).description == "(ab|)")
    #expect(scheduler.pendingCount == 0)
  }

  @Test func failureDropsTheHeldValue() {
    let scheduler = TestScheduler()
    let scrolls = scheduler.signal("(ab#)", failure: MarbleFailure.self)
    let throttled = scrolls.throttle(for: .seconds(1), scheduler: scheduler)
    #expect(scheduler.diagram(of: throttled, ticks: 3).description == "(a#)")
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
