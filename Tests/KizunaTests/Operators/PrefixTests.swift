import Kizuna
import KizunaTestSupport
import Testing

@Suite struct PrefixTests {
  @Test func passesTheFirstValuesThenCompletesAndReleasesTheUpstream() {
    let subject = PublishSubject<Int, Never>()
    let recorder = EventRecorder<Int, Never>()
    let observation = subject.prefix(2).observe(with: recorder.record)
    subject.send(1)
    #expect(subject.observerCount == 1)
    subject.send(2)
    subject.send(3)
    #expect(recorder.events == [.next(1), .next(2), .completed])
    #expect(subject.observerCount == 0)
    observation.dispose()
  }

  @Test func zeroCompletesAtOnceWithoutObservingTheUpstream() {
    let subject = PublishSubject<Int, Never>()
    let recorder = EventRecorder<Int, Never>()
    _ = subject.prefix(0).observe(with: recorder.record)
    #expect(recorder.events == [.completed])
    #expect(subject.observerCount == 0)
  }

  @Test func stopsASynchronousUpstreamEarly() {
    let recorder = EventRecorder<Int, Never>()
    _ = Signal<Int, Never>(sequence: 1...1_000_000).prefix(3).observe(with: recorder.record)
    #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
  }

  @Test func forwardsAnEarlierCompletion() {
    let recorder = EventRecorder<Int, Never>()
    _ = Signal<Int, Never>(sequence: [1]).prefix(5).observe(with: recorder.record)
    #expect(recorder.events == [.next(1), .completed])
  }
}
