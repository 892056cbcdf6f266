import KizunaBond
import Testing

@Suite("Observable (Bond v4)")
struct ObservableTests {
  @Test("a new observer receives the current value, then each new one, until disposed")
  func observesCurrentAndNewValues() {
    let name = Observable("a")
    var received: [String] = []
    let observation = name.observe { received.append($0) }
    name.value = "b"
    name.next("c")
    observation.dispose()
    name.value = "d"
    #expect(received == ["a", "b", "c"])
    #expect(name.value == "d")
    #expect(observation.isDisposed)
  }

  @Test(
    "a value sent from inside one of its own observers is kept but not delivered (Bond v4's echo rule)"
  )
  func dropsSameThreadEcho() {
    let count = Observable(0)
    var received: [Int] = []
    count.observeNew { value in
      received.append(value)
      if value == 1 { count.value = 2 }
    }
    count.value = 1
    #expect(received == [1])
    #expect(count.value == 2)
  }
}
