import Kizuna
import KizunaTestSupport
import Testing

@Suite struct ObservableTests {
  @Test func newObserverReceivesCurrentValueThenChanges() {
    let name = Observable<String?>("")
    let recorder = EventRecorder<String?, Never>()
    let observation = name.observe(with: recorder.record)
    name.value = "Ann"
    name.send(nil)
    #expect(recorder.events == [.next(""), .next("Ann"), .next(nil)])
    observation.dispose()
    name.value = "after"
    #expect(recorder.values == ["", "Ann", nil])
  }
}
