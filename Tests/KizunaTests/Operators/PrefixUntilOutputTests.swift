import KizunaTestSupport
import Testing

@testable import Kizuna

@Suite struct PrefixUntilOutputTests {
  @Test func completesWhenTheTriggerFiresAndReleasesBoth() {
    let ticks = PublishSubject<Int, Never>()
    let stop = PublishSubject<Void, Never>()
    let recorder = EventRecorder<Int, Never>()
    let observation = ticks.prefix(untilOutputFrom: stop).observe(with: recorder.record)
    ticks.send(1)
    stop.send()
    ticks.send(2)
    #expect(recorder.events == [.next(1), .completed])
    #expect(ticks.observerCount == 0)
    #expect(stop.observerCount == 0)
    observation.dispose()
  }

  @Test func triggerCompletionChangesNothing() {
    let ticks = PublishSubject<Int, ContractFailure>()
    let stop = PublishSubject<Void, ContractFailure>()
    let recorder = EventRecorder<Int, ContractFailure>()
    let observation = ticks.prefix(untilOutputFrom: stop).observe(with: recorder.record)
    stop.send(completion: .failure(.boom))
    ticks.send(1)
    ticks.send(completion: .finished)
    #expect(recorder.events == [.next(1), .completed])
    observation.dispose()
  }

  @Test func aTriggerThatFiresAtOnceCompletesBeforeAnyValue() {
    let recorder = EventRecorder<Int, Never>()
    _ = Signal<Int, Never>(sequence: [1, 2]).prefix(untilOutputFrom: Signal<Int, Never>(just: 0))
      .observe(with: recorder.record)
    #expect(recorder.events == [.completed])
  }

  @Test func upstreamTerminalReleasesTheTrigger() {
    let ticks = PublishSubject<Int, ContractFailure>()
    let stop = PublishSubject<Void, Never>()
    let recorder = EventRecorder<Int, ContractFailure>()
    let observation = ticks.prefix(untilOutputFrom: stop).observe(with: recorder.record)
    ticks.send(completion: .failure(.boom))
    #expect(recorder.events == [.failed(.boom)])
    #expect(stop.observerCount == 0)
    observation.dispose()
  }

  @Test func triggerRacingWithValuesEndsTheLogCleanly() async {
    let ticks = PublishSubject<Int, Never>()
    let stop = PublishSubject<Void, Never>()
    let probe = ConcurrencyProbe<Int>()
    let observation = ticks.prefix(untilOutputFrom: stop).observe(with: probe.record)
    await withTaskGroup(of: Void.self) { group in
      group.addTask { for value in 0..<5_000 { ticks.send(value) } }
      group.addTask { for _ in 0..<50 { stop.send() } }
    }
    let values = probe.values
    #expect(values == Array(0..<values.count))
    #expect(probe.terminals == ["completed"])
    #expect(probe.overlaps == 0)
    observation.dispose()
  }
}

@Suite struct PrefixUntilOutputStateMachineTests {
  @Test func finishesOnce() {
    var machine = PrefixUntilOutputStateMachine()
    #expect(machine.upstreamValue() == .forward)
    #expect(machine.triggerFired() == .finish)
    #expect(machine.upstreamValue() == .none)
    #expect(machine.upstreamTerminated() == .none)
    #expect(machine.triggerFired() == .none)
  }
}
