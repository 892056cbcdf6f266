import Kizuna
import KizunaTestSupport
import Testing

@Suite struct CompactMapTests {
  @Test func passesNonNilResultsAndTerminalEvents() {
    let subject = PublishSubject<String, ContractFailure>()
    let recorder = EventRecorder<Int, ContractFailure>()
    let observation = subject.compactMap { Int($0) }.observe(with: recorder.record)
    subject.send("1")
    subject.send("x")
    subject.send("3")
    subject.send(completion: .failure(.boom))
    #expect(recorder.events == [.next(1), .next(3), .failed(.boom)])
    observation.dispose()
  }

  @Test func completesWithTheUpstream() {
    let recorder = EventRecorder<Int, Never>()
    _ = Signal<String, Never>(sequence: ["a", "2"]).compactMap { Int($0) }.observe(
      with: recorder.record)
    #expect(recorder.events == [.next(2), .completed])
  }
}
