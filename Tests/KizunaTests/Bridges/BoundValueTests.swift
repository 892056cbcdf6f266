import Kizuna
import KizunaTestSupport
import Observation
import Testing

@Suite(.hangGuard) @MainActor struct BoundValueTests {
  @Test func showsTheObservablesCurrentValueAndFollowsIt() async {
    let name = Observable("Ann")
    let field = BoundValue(name)
    #expect(field.value == "Ann")
    name.value = "Bob"
    await flushMainActor()
    #expect(field.value == "Bob")
  }

  @Test func aValueSetThroughTheModelReachesTheObservableOnce() async {
    let name = Observable("Ann")
    let received = Observable<[String]>([])
    let log = name.observeNext { value in received.update { $0.append(value) } }
    let field = BoundValue(name)
    await flushMainActor()
    field.value = "Anna"
    #expect(field.value == "Anna")  // stored at once
    await flushMainActor()
    #expect(name.value == "Anna")
    #expect(received.value == ["Ann", "Anna"])
    log.dispose()
  }

  @Test func aValueSetThroughTheModelIsNotEchoedBackIntoIt() async {
    // The subject delivers late, after newer edits: an echo would show "a" again after "ab".
    let text = LaggingSubject<String>()
    let field = BoundValue(text, initial: "")
    field.value = "a"
    field.value = "ab"
    let counter = ObservationCounter { _ = field.value }
    await flushMainActor()
    #expect(text.sent == ["a", "ab"])
    #expect(field.value == "ab")
    #expect(counter.changes == 0)  // the deliveries of "a" and "ab" were not written back
  }

  @Test func aValueFromTheSubjectIsShownAndNotSentBack() async {
    let text = LaggingSubject<String>()
    let field = BoundValue(text, initial: "")
    let counter = ObservationCounter { _ = field.value }
    text.send("from the app")
    await flushMainActor()
    #expect(field.value == "from the app")
    #expect(counter.changes == 1)
    #expect(text.sent == ["from the app"])
  }

  @Test func valuesFromOtherThreadsEndEqualOnBothSides() async {
    let count = Observable(0)
    let field = BoundValue(count)
    await Task.detached {
      for value in 1...300 { count.value = value }
    }.value
    field.value = 1000  // while values from the other thread may still be on their way
    await flushMainActor()
    // The guarantee of `bidirectionalBind`: both sides end equal. (Which value wins when an
    // edit crosses values in flight is not promised: the echo count can take the edit for an
    // echo.)
    #expect(count.value == field.value)
  }

  @Test func releasingTheModelEndsTheBinding() async {
    let name = Observable("Ann")
    var field: BoundValue<String>? = BoundValue(name)
    weak let weakField = field
    await flushMainActor()
    field = nil
    #expect(weakField == nil)  // the binding does not keep the model alive
    name.value = "Bob"  // nothing to write into any more
    await flushMainActor()
    #expect(name.value == "Bob")
  }
}
