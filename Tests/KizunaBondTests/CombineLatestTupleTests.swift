import KizunaBond
import Testing

@Suite("combineLatest of producers of different types (Bond v4)")
struct CombineLatestTupleTests {
  enum RequestState { case none, requesting }

  @Test("combines the latest values of producers of different types, in argument order")
  func combinesValuesOfDifferentTypes() {
    let state = Observable(RequestState.none)
    let name = Observable<String?>("a")
    let isOn = Observable(false)
    var received: [String] = []
    let observation = combineLatest(state, name, isOn).observe { received.append("\($0)") }
    name.value = "b"
    isOn.value = true
    observation.dispose()
    #expect(
      received == [
        "(KizunaBondTests.CombineLatestTupleTests.RequestState.none, Optional(\"a\"), false)",
        "(KizunaBondTests.CombineLatestTupleTests.RequestState.none, Optional(\"b\"), false)",
        "(KizunaBondTests.CombineLatestTupleTests.RequestState.none, Optional(\"b\"), true)",
      ])
  }

  @Test("pairs two producers, the first value first")
  func pairsTwoProducers() {
    let count = Observable(1)
    let text = Observable<String?>("x")
    var received: [String] = []
    let observation = combineLatest(count, text).observe {
      received.append("\($0.0) \($0.1 ?? "")")
    }
    count.value = 2
    observation.dispose()
    #expect(received == ["1 x", "2 x"])
  }
}
