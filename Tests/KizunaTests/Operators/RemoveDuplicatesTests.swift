import Kizuna
import KizunaTestSupport
import Testing

@Suite struct RemoveDuplicatesTests {
  @Test func dropsConsecutiveEqualValues() {
    let recorder = EventRecorder<Int, Never>()
    _ = Signal<Int, Never>(sequence: [1, 1, 2, 2, 2, 1, 3, 3]).removeDuplicates()
      .observe(with: recorder.record)
    #expect(recorder.events == [.next(1), .next(2), .next(1), .next(3), .completed])
  }

  @Test func comparesWithTheLastValuePassedOn() {
    // 1 and 2 are "close", 2 and 3 are "close", but 1 and 3 are not: 3 is compared with 1.
    let recorder = EventRecorder<Int, Never>()
    _ = Signal<Int, Never>(sequence: [1, 2, 3, 4]).removeDuplicates { abs($0 - $1) <= 1 }
      .observe(with: recorder.record)
    #expect(recorder.events == [.next(1), .next(3), .completed])
  }

  @Test func eachObservationStartsFresh() {
    let subject = PublishSubject<Int, Never>()
    let deduplicated = subject.removeDuplicates()
    let first = EventRecorder<Int, Never>()
    let bag = DisposeBag()
    deduplicated.observe(with: first.record).dispose(in: bag)
    subject.send(5)
    let second = EventRecorder<Int, Never>()
    deduplicated.observe(with: second.record).dispose(in: bag)
    subject.send(5)
    #expect(first.events == [.next(5)])
    #expect(second.events == [.next(5)])
  }

  @Test func forwardsFailure() {
    let subject = PublishSubject<Int, ContractFailure>()
    let recorder = EventRecorder<Int, ContractFailure>()
    let observation = subject.removeDuplicates().observe(with: recorder.record)
    subject.send(1)
    subject.send(completion: .failure(.boom))
    #expect(recorder.events == [.next(1), .failed(.boom)])
    observation.dispose()
  }
}
