import Kizuna
import KizunaTestSupport
import Testing

@Suite struct StartWithTests {
  @Test func sendsTheValueFirstThenTheUpstream() {
    let subject = PublishSubject<Int, Never>()
    let recorder = EventRecorder<Int, Never>()
    let observation = subject.startWith(0).observe(with: recorder.record)
    subject.send(1)
    subject.send(completion: .finished)
    #expect(recorder.events == [.next(0), .next(1), .completed])
    observation.dispose()
  }

  @Test func worksBeforeAnObservablesCurrentValue() {
    let recorder = EventRecorder<String, Never>()
    let letter = Observable("b")
    let observation = letter.startWith("a").observe(with: recorder.record)
    letter.value = "c"
    #expect(recorder.events == [.next("a"), .next("b"), .next("c")])
    observation.dispose()
  }

  @Test func releasesTheUpstreamWhenTheDownstreamEndsOnTheFirstValue() {
    let subject = PublishSubject<Int, Never>()
    let observation = SerialDisposable()
    let recorder = EventRecorder<Int, Never>()
    observation.inner = subject.startWith(0).take(1).observe(with: recorder.record)
    #expect(recorder.events == [.next(0), .completed])
    #expect(subject.observerCount == 0)
  }
}
