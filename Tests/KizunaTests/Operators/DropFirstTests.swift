import Kizuna
import KizunaTestSupport
import Testing

@Suite struct DropFirstTests {
  @Test(arguments: [(0, [1, 2, 3]), (1, [2, 3]), (3, []), (10, [])])
  func dropsTheFirstValues(count: Int, expected: [Int]) {
    let recorder = EventRecorder<Int, Never>()
    _ = Signal<Int, Never>(sequence: [1, 2, 3]).dropFirst(count).observe(with: recorder.record)
    #expect(recorder.events == expected.map { .next($0) } + [.completed])
  }

  @Test func skipsTheCurrentValueOfAnObservable() {
    let count = Observable(0)
    let recorder = EventRecorder<Int, Never>()
    let observation = count.dropFirst(1).observe(with: recorder.record)
    count.value = 1
    #expect(recorder.events == [.next(1)])
    observation.dispose()
  }

  @Test func forwardsFailureWhileSkipping() {
    let subject = PublishSubject<Int, ContractFailure>()
    let recorder = EventRecorder<Int, ContractFailure>()
    let observation = subject.dropFirst(5).observe(with: recorder.record)
    subject.send(1)
    subject.send(completion: .failure(.boom))
    #expect(recorder.events == [.failed(.boom)])
    observation.dispose()
  }
}
