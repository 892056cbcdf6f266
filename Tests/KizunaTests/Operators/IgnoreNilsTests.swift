import Kizuna
import KizunaTestSupport
import Testing

@Suite struct IgnoreNilsTests {
  @Test func dropsNilsAndUnwrapsValues() {
    let name = Observable<String?>(nil)
    let recorder = EventRecorder<String, Never>()
    let observation = name.ignoreNils().observe(with: recorder.record)
    name.value = "Ann"
    name.value = nil
    name.value = "Bo"
    #expect(recorder.events == [.next("Ann"), .next("Bo")])
    observation.dispose()
  }

  @Test func forwardsTerminalEvents() {
    let recorder = EventRecorder<Int, Never>()
    _ = Signal<Int?, Never>(sequence: [1, nil, 2]).ignoreNils().observe(with: recorder.record)
    #expect(recorder.events == [.next(1), .next(2), .completed])
  }
}
