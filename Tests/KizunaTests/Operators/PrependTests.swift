import Kizuna
import KizunaTestSupport
import Testing

@Suite struct PrependTests {
  @Test func sendsTheValueFirstThenTheUpstream() {
    let subject = PublishSubject<Int, Never>()
    let recorder = EventRecorder<Int, Never>()
    let observation = subject.prepend(0).observe(with: recorder.record)
    subject.send(1)
    subject.send(completion: .finished)
    #expect(recorder.events == [.next(0), .next(1), .completed])
    observation.dispose()
  }

  @Test func worksBeforeAnObservablesCurrentValue() {
    let recorder = EventRecorder<String, Never>()
    let letter = Observable("b")
    let observation = letter.prepend("a").observe(with: recorder.record)
    letter.value = "c"
    #expect(recorder.events == [.next("a"), .next("b"), .next("c")])
    observation.dispose()
  }

  @Test func releasesTheUpstreamWhenTheDownstreamEndsOnTheFirstValue() {
    let subject = PublishSubject<Int, Never>()
    let observation = SerialDisposable()
    let recorder = EventRecorder<Int, Never>()
    observation.inner = subject.prepend(0).prefix(1).observe(with: recorder.record)
    #expect(recorder.events == [.next(0), .completed])
    #expect(subject.observerCount == 0)
  }
}
