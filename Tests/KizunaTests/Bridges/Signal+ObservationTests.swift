import Kizuna
import KizunaTestSupport
import Observation
import Testing

@MainActor @Observable private final class Counter {
  var count = 0
  var title = "counter"
}

@Suite(.hangGuard) @MainActor struct SignalObservationTests {
  @Test func sendsTheCurrentValueAtOnceThenEachChangeInOrder() async {
    let counter = Counter()
    let recorder = AsyncEventRecorder<Int, Never>()
    let observation = Signal.observing(counter, \.count).observe(with: recorder.record)
    await recorder.waitForEvents(count: 1)
    for value in 1...50 {
      counter.count = value
      await recorder.waitForEvents(count: value + 1)
    }
    #expect(recorder.values == Array(0...50))
    observation.dispose()
  }

  @Test func theCurrentValueArrivesBeforeObserveReturnsOnTheMainActor() {
    // Under `swift test` on Linux the main actor runs on a worker thread that drains the main
    // dispatch queue; the bridge must still see that it runs on the main actor.
    let counter = Counter()
    counter.count = 7
    let recorder = EventRecorder<Int, Never>()
    let observation = Signal.observing(counter, \.count).observe(with: recorder.record)
    #expect(recorder.events == [.next(7)])
    observation.dispose()
  }

  @Test func changesInOneSynchronousStretchArriveAsTheLastValue() async {
    let counter = Counter()
    let recorder = AsyncEventRecorder<Int, Never>()
    let observation = counter.signal(for: \.count).observe(with: recorder.record)
    await recorder.waitForEvents(count: 1)
    counter.count = 5
    counter.count = 6
    await recorder.waitForEvents(count: 2)
    #expect(recorder.values == [0, 6])
    observation.dispose()
  }

  @Test func onlyTheObservedPropertyTriggersValues() async {
    let counter = Counter()
    let recorder = AsyncEventRecorder<Int, Never>()
    let observation = Signal.observing(counter, \.count).observe(with: recorder.record)
    await recorder.waitForEvents(count: 1)
    counter.title = "renamed"
    counter.count = 1
    await recorder.waitForEvents(count: 2)
    #expect(recorder.values == [0, 1])
    observation.dispose()
  }

  @Test func completesWhenTheModelIsDeallocated() async {
    var counter: Counter? = Counter()
    weak let weakCounter = counter
    let recorder = AsyncEventRecorder<Int, Never>()
    let signal = Signal.observing(counter!, \.count)
    let observation = signal.observe(with: recorder.record)
    await recorder.waitForEvents(count: 1)
    counter = nil
    #expect(weakCounter == nil)  // neither the signal nor the observation keeps it alive
    await recorder.waitForTermination()
    #expect(recorder.events == [.next(0), .completed])
    observation.dispose()
  }

  @Test func observingADeallocatedModelOnlyCompletes() async {
    var counter: Counter? = Counter()
    let signal = Signal.observing(counter!, \.count)
    counter = nil
    let recorder = AsyncEventRecorder<Int, Never>()
    let observation = signal.observe(with: recorder.record)
    await recorder.waitForTermination()
    #expect(recorder.events == [.completed])
    observation.dispose()
  }

  @Test func nothingArrivesAfterDispose() async {
    let counter = Counter()
    let disposed = AsyncEventRecorder<Int, Never>()
    let kept = AsyncEventRecorder<Int, Never>()
    let observation = Signal.observing(counter, \.count).observe(with: disposed.record)
    let other = Signal.observing(counter, \.count).observe(with: kept.record)
    await disposed.waitForEvents(count: 1)
    await kept.waitForEvents(count: 1)
    observation.dispose()
    counter.count = 1
    await kept.waitForEvents(count: 2)
    #expect(disposed.events == [.next(0)])
    other.dispose()
  }

  @Test func observationStartedOffMainDeliversOnMain() async {
    let counter = Counter()
    let recorder = AsyncEventRecorder<Int, Never>()
    let probe = MainActorProbe()
    let signal = Signal.observing(counter, \.count)
    let observation = await Task.detached {
      signal.observe { event in
        probe.recordCall()
        recorder.record(event)
      }
    }.value
    await recorder.waitForEvents(count: 1)
    counter.count = 3
    await recorder.waitForEvents(count: 2)
    #expect(recorder.values == [0, 3])
    #expect(probe.calls == 2)
    observation.dispose()
  }
}
