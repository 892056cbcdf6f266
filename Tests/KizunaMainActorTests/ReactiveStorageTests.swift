// Tests of Sources/Kizuna/Bindings/ReactiveStorage.swift, on the fixtures of ReactiveFixtures.swift.
import Kizuna
import Testing

@Suite struct ReactiveStorageTests {
  @Test func prepareForReuseEndsWhatIsInTheReuseBagOnly() async {
    let label = TextLabel()
    let row = Observable<String?>("row 1")
    let title = Observable<String?>("title")
    var shown: [String?] = []
    row.observeNext(on: .mainActor) { shown.append($0) }.dispose(in: label.reactive.reuseBag)
    let kept = title.observeNext(on: .mainActor) { _ in }
    kept.dispose(in: label.reactive.bag)
    await flushMainActor()
    label.reactive.prepareForReuse()
    #expect(label.reactive.reuseBag.isEmpty)
    #expect(row.observerCount == 0)
    #expect(!kept.isDisposed)
    row.value = "stale"
    await flushMainActor()
    #expect(shown == ["row 1"])
    // The bag stays usable for the next row.
    let next = Observable<String?>("row 2")
    next.observeNext(on: .mainActor) { shown.append($0) }.dispose(in: label.reactive.reuseBag)
    await flushMainActor()
    #expect(shown == ["row 1", "row 2"])
  }

  @Test func theBagsEndWhenTheObjectIsReleased() async {
    let value = Observable(1)
    var label: TextLabel? = TextLabel()
    value.observeNext { _ in }.dispose(in: label!.reactive.bag)
    value.observeNext { _ in }.dispose(in: label!.reactive.reuseBag)
    #expect(value.observerCount == 2)
    label = nil
    #expect(value.observerCount == 0)
  }
}
