import KizunaTestSupport
import Testing

@testable import Kizuna

/// The timelines are marble diagrams on a ``TestScheduler`` (one character per second of
/// virtual time; see ``MarbleDiagram``): one line in, one line out. Where a diagram event and
/// an operator's timer fall on the same tick, the diagram's event comes first.
@Suite struct TimeoutTests {
  /// The timeout fails at tick 5 and disposes the upstream then, so the late `a` is not seen.
  @Test func failsWithTheCustomErrorWhenNoValueArrivesInTime() {
    let scheduler = TestScheduler()
    let cancelledAt = Lock.make(Duration?.none)
    let reply = scheduler.signal("-------a", failure: MarbleFailure.self)
      .handleEvents(receiveCancel: { cancelledAt.withLock { $0 = scheduler.now } })
    let guarded = reply.timeout(.seconds(5), scheduler: scheduler) { MarbleFailure() }
    #expect(scheduler.diagram(of: guarded, ticks: 10).description == "-----#")
    #expect(cancelledAt.withLock { $0 } == .seconds(5), "the upstream is disposed at the timeout")
  }

  @Test func completesWithoutCustomError() {
    let scheduler = TestScheduler()
    let reply = scheduler.signal("", failure: Never.self)
    let guarded = reply.timeout(.seconds(1), scheduler: scheduler)
    #expect(scheduler.diagram(of: guarded, ticks: 3).description == "-|")
  }

  @Test func endsAQuietSignal() {
    let scheduler = TestScheduler()
    let replies = scheduler.signal("a-b-----c", failure: MarbleFailure.self)
    let failing = replies.timeout(.seconds(3), scheduler: scheduler) { MarbleFailure() }
    #expect(scheduler.diagram(of: failing, ticks: 10).description == "a-b--#")
    let later = TestScheduler()
    let completing = later.signal("a-b-----c", failure: Never.self)
      .timeout(.seconds(3), scheduler: later)
    #expect(later.diagram(of: completing, ticks: 10).description == "a-b--|")
  }

  /// Each value restarts the wait; a replaced timer is cancelled, not left to fire: after the
  /// observation (disposed at tick 6, long before any timer of a 10-second timeout is due)
  /// nothing is left on the scheduler.
  @Test func eachValueRestartsTheWait() {
    let scheduler = TestScheduler()
    let replies = scheduler.signal("--a-b-c-d-e", failure: MarbleFailure.self)
    let guarded = replies.timeout(.seconds(3), scheduler: scheduler) { MarbleFailure() }
    #expect(scheduler.diagram(of: guarded, ticks: 15).description == "--a-b-c-d-e--#")
    let patient = TestScheduler()
    let burst = patient.signal("-abcde", failure: MarbleFailure.self)
      .timeout(.seconds(10), scheduler: patient) { MarbleFailure() }
    #expect(patient.diagram(of: burst, ticks: 6).description == "-abcde")
    #expect(patient.pendingCount == 0, "replaced timers are cancelled, not left to fire")
  }

  /// The upstream's failure passes through and stops the timer; `customError` never runs.
  @Test func upstreamTerminalEventsPassThroughAndStopTheTimer() {
    let scheduler = TestScheduler()
    let calls = Lock.make(0)
    let reply = scheduler.signal("a#", failure: MarbleFailure.self)
    let guarded = reply.timeout(.seconds(3), scheduler: scheduler) {
      calls.withLock { $0 += 1 }
      return MarbleFailure()
    }
    #expect(scheduler.diagram(of: guarded, ticks: 10).description == "a#")
    #expect(calls.withLock { $0 } == 0, "customError runs only for a timeout that happened")
    #expect(scheduler.pendingCount == 0)
  }

  @Test func synchronousUpstreamCompletesBeforeAnyTimeout() {
    let scheduler = TestScheduler()
    let values = Signal<Character, Never>(sequence: ["a", "b"])
    let guarded = values.timeout(.zero, scheduler: scheduler)
    #expect(scheduler.diagram(of: guarded, ticks: 1).description == "(ab|)")
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
}
