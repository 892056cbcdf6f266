import KizunaTestSupport
import Testing

@testable import Kizuna

@Suite struct WithLatestFromTests {
  @Test func pairsEachValueWithTheLatestSample() {
    let taps = PublishSubject<Int, Never>()
    let text = PublishSubject<String, Never>()
    let recorder = EventRecorder<String, Never>()
    let observation = taps.with(latestFrom: text) { "\($0)\($1)" }.observe(with: recorder.record)
    taps.send(0)  // dropped: no sample yet
    text.send("a")
    text.send("b")
    taps.send(1)
    taps.send(2)
    text.send("c")
    taps.send(3)
    #expect(recorder.events == [.next("1b"), .next("2b"), .next("3c")])
    observation.dispose()
  }

  @Test func samplesSeveralSourcesIntoAFlatTuple() {
    let taps = PublishSubject<Void, Never>()
    let recorder = EventRecorder<String, Never>()
    let sampled: Signal<((), String, Int), Never> = taps.with(
      latestFrom: Observable("x"), Observable(1))
    let observation = sampled.map { "\($0.1)\($0.2)" }.observe(with: recorder.record)
    taps.send()
    #expect(recorder.events == [.next("x1")])
    observation.dispose()
  }

  @Test func completesWithTheReceiverOnly() {
    let taps = PublishSubject<Int, Never>()
    let text = PublishSubject<String, Never>()
    let recorder = EventRecorder<String, Never>()
    let observation = taps.with(latestFrom: text) { "\($0)\($1)" }.observe(with: recorder.record)
    text.send("a")
    text.send(completion: .finished)
    taps.send(1)
    #expect(recorder.events == [.next("1a")])
    taps.send(completion: .finished)
    #expect(recorder.events == [.next("1a"), .completed])
    observation.dispose()
  }

  @Test func failsWhenTheSampledSourceFails() {
    let taps = PublishSubject<Int, ContractFailure>()
    let text = PublishSubject<String, ContractFailure>()
    let recorder = EventRecorder<String, ContractFailure>()
    let observation = taps.with(latestFrom: text) { "\($0)\($1)" }.observe(with: recorder.record)
    text.send(completion: .failure(.boom))
    taps.send(1)
    #expect(recorder.events == [.failed(.boom)])
    #expect(taps.observerCount == 0)
    observation.dispose()
  }

  @Test func concurrentSamplesAndValuesDeliverExactCountsSerially() async {
    let taps = PublishSubject<Int, Never>()
    let samples = PublishSubject<Int, Never>()
    let probe = ConcurrencyProbe<Int>()
    let observation = taps.with(latestFrom: samples) { tap, sample in tap }.observe(
      with: probe.record)
    samples.send(-1)
    await sendConcurrently([taps, samples], count: 3_000)
    #expect(probe.values == Array(0..<3_000))
    #expect(probe.overlaps == 0)
    observation.dispose()
  }
}

@Suite struct WithLatestFromStateMachineTests {
  @Test func emitsOnlyWithEverySample() {
    var machine = WithLatestFromStateMachine(sampledCount: 2)
    #expect(machine.receivedValue() == .none)
    #expect(machine.receivedSample(isFirstFromSource: true) == .none)
    #expect(machine.receivedValue() == .none)
    #expect(machine.receivedSample(isFirstFromSource: true) == .none)
    #expect(machine.receivedValue() == .emit)
    #expect(machine.receiverCompleted() == .complete)
    #expect(machine.receivedValue() == .none)
    #expect(machine.failed() == .none)
  }
}
