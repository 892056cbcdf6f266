import KizunaTestSupport
import Testing

@testable import Kizuna

/// The time operators, drawn as marble diagrams (one character per second of virtual time).
/// Where a diagram event and an operator's timer fall on the same tick, the diagram's event
/// comes first.
@Suite struct TimeOperatorMarbleTests {
  @Test func debounceSendsTheLastValueOfEachBurstAfterQuiet() {
    let scheduler = TestScheduler()
    let text = scheduler.signal("ab---c----|", failure: Never.self)
    let debounced = text.debounce(for: .seconds(3), scheduler: scheduler)
    #expect(scheduler.diagram(of: debounced, ticks: 12).description == "----b---c-|")
  }

  @Test func debounceFlushesOnCompletionAndDropsOnFailure() {
    let scheduler = TestScheduler()
    let finishing = scheduler.signal("a(b|)", failure: Never.self)
    #expect(
      scheduler.diagram(of: finishing.debounce(for: .seconds(3), scheduler: scheduler), ticks: 5)
        .description == "-(b|)")
    let failing = scheduler.signal("a-#", failure: MarbleFailure.self)
    #expect(
      scheduler.diagram(of: failing.debounce(for: .seconds(3), scheduler: scheduler), ticks: 5)
        .description == "--#")
  }

  @Test(arguments: [(true, "a-c---d-|"), (false, "a-b---d-|")])
  func throttleSendsAtMostOneValuePerWindow(latest: Bool, expected: String) {
    let scheduler = TestScheduler()
    let scrolls = scheduler.signal("abc---d-|", failure: Never.self)
    let throttled = scrolls.throttle(for: .seconds(2), scheduler: scheduler, latest: latest)
    #expect(scheduler.diagram(of: throttled, ticks: 10).description == expected)
  }

  @Test func delayShiftsEveryEventKeepingOrder() {
    let scheduler = TestScheduler()
    let taps = scheduler.signal("a-b#", failure: MarbleFailure.self)
    let delayed = taps.delay(for: .seconds(2), scheduler: scheduler)
    #expect(scheduler.diagram(of: delayed, ticks: 10).description == "--a-b#")
  }

  @Test func timeoutEndsAQuietSignal() {
    let scheduler = TestScheduler()
    let replies = scheduler.signal("a-b-----c", failure: MarbleFailure.self)
    let failing = replies.timeout(.seconds(3), scheduler: scheduler) { MarbleFailure() }
    #expect(scheduler.diagram(of: failing, ticks: 10).description == "a-b--#")
    let later = TestScheduler()
    let completing = later.signal("a-b-----c", failure: Never.self)
      .timeout(.seconds(3), scheduler: later)
    #expect(later.diagram(of: completing, ticks: 10).description == "a-b--|")
  }

  @Test func sampleSendsTheLatestNewValueOnEachTick() {
    let scheduler = TestScheduler()
    let position = scheduler.signal("-a-b--c---", failure: Never.self)
    let ticks = scheduler.signal("--t---t-tt", failure: Never.self)
    #expect(scheduler.diagram(of: position.sample(ticks), ticks: 10).description == "--a---c")
  }
}
