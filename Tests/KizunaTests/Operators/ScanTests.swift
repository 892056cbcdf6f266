import Kizuna
import KizunaTestSupport
import Testing

@Suite struct ScanTests {
  @Test func sendsEveryAccumulation() {
    let recorder = EventRecorder<Int, Never>()
    _ = Signal<Int, Never>(sequence: [1, 2, 3]).scan(0, +).observe(with: recorder.record)
    #expect(recorder.events == [.next(1), .next(3), .next(6), .completed])
  }

  @Test func eachObservationStartsFromTheInitialResult() {
    let subject = PublishSubject<String, Never>()
    let joined = subject.scan("") { $0 + $1 }
    let bag = DisposeBag()
    let first = EventRecorder<String, Never>()
    joined.observe(with: first.record).dispose(in: bag)
    subject.send("a")
    let second = EventRecorder<String, Never>()
    joined.observe(with: second.record).dispose(in: bag)
    subject.send("b")
    #expect(first.events == [.next("a"), .next("ab")])
    #expect(second.events == [.next("b")])
  }

  @Test func forwardsFailure() {
    let subject = PublishSubject<Int, ContractFailure>()
    let recorder = EventRecorder<Int, ContractFailure>()
    let observation = subject.scan(10, +).observe(with: recorder.record)
    subject.send(1)
    subject.send(completion: .failure(.boom))
    #expect(recorder.events == [.next(11), .failed(.boom)])
    observation.dispose()
  }
}
