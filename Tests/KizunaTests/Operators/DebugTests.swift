import Kizuna
import KizunaTestSupport
import Testing

@Suite struct DebugTests {
  @Test func printsObservationEventsAndDisposal() {
    let lines = Lock<[String]>.make([])
    let subject = PublishSubject<Int, ContractFailure>()
    let recorder = EventRecorder<Int, ContractFailure>()
    let observation = subject.debug("n", print: { line in lines.withLock { $0.append(line) } })
      .observe(with: recorder.record)
    subject.send(1)
    subject.send(completion: .failure(.boom))
    observation.dispose()
    #expect(recorder.events == [.next(1), .failed(.boom)])
    #expect(
      lines.withLock { $0 } == ["n: observed", "n: next(1)", "n: failed(boom)", "n: disposed"])
  }

  @Test func printsOnlyOnceOnRepeatedDispose() {
    let lines = Lock<[String]>.make([])
    let observation = Signal<Int, Never>.never().debug(print: { line in
      lines.withLock { $0.append(line) }
    })
    .observe { _ in }
    observation.dispose()
    observation.dispose()
    #expect(lines.withLock { $0 } == ["debug: observed", "debug: disposed"])
  }
}
