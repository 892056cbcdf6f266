import KizunaBond
import Testing

@Suite("MutableObservable (Bond v4)")
struct MutableObservableTests {
  @Test("a MutableObservable replays its value and sends each new one")
  func observesValues() {
    var count = MutableObservable(0)
    #expect(count.replayLength == 1)
    var received: [Int] = []
    let observation = count.observe { received.append($0) }
    count.value = 1
    observation.dispose()
    count.value = 2
    #expect(received == [0, 1])
    #expect(count.value == 2)
  }

  @Test("copies of a MutableObservable share one observable")
  func copiesShareTheValue() {
    var original = MutableObservable("a")
    let copy = original
    var received: [String] = []
    copy.observeNew { received.append($0) }
    original.value = "b"
    #expect(copy.value == "b")
    #expect(received == ["b"])
  }
}
