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

@Suite struct ReactiveStorageObjectTests {
  final class Kept: Sendable {
    let name: String
    init(_ name: String) { self.name = name }
  }

  @Test func anObjectIsMadeOnceAndKeptUnderItsKeyAndType() {
    let storage = ReactiveStorage()
    var made = 0
    let first = storage.object(forKey: "a") {
      made += 1
      return Kept("first")
    }
    let again = storage.object(forKey: "a") {
      made += 1
      return Kept("again")
    }
    #expect(first === again)
    #expect(made == 1)
    // Another type under the same name is another object.
    let subject = storage.object(forKey: "a") { PublishSubject<Int, Never>() }
    #expect(subject === storage.object(forKey: "a") { PublishSubject<Int, Never>() })
  }

  @Test func settingAnObjectReleasesTheOneKeptBefore() {
    let storage = ReactiveStorage()
    weak var first: Kept?
    do {
      let kept = Kept("first")
      first = kept
      storage.setObject(kept, forKey: "binding")
    }
    #expect(first != nil)  // kept by the storage
    storage.setObject(Kept("second"), forKey: "binding")
    #expect(first == nil)
    #expect(storage.object(forKey: "binding") { Kept("made") }.name == "second")
    storage.setObject(nil as Kept?, forKey: "binding")
    #expect(storage.object(forKey: "binding") { Kept("made") }.name == "made")
  }

  @Test func aViewKeepsOneBindingWhateverItsType() {
    let storage = ReactiveStorage()
    weak var first: Kept?
    weak var second: PublishSubject<Int, Never>?
    do {
      let kept = Kept("first")
      first = kept
      storage.keepViewBinding(kept)
    }
    #expect(first != nil)  // kept by the storage
    do {
      // Another type: still the view's one binding, so the first one is released.
      let subject = PublishSubject<Int, Never>()
      second = subject
      storage.keepViewBinding(subject)
    }
    #expect(first == nil)
    #expect(second != nil)
    // Not mixed up with the objects kept by name.
    storage.setObject(Kept("named"), forKey: "Kizuna.viewBinding")
    #expect(second != nil)
  }

  @Test func keptObjectsAreReleasedWithTheObjectTheyBelongTo() {
    weak var kept: Kept?
    var label: TextLabel? = TextLabel()
    do {
      let object = Kept("binding")
      kept = object
      label!.reactive.storage.setObject(object, forKey: "binding")
    }
    #expect(kept != nil)
    label = nil
    #expect(kept == nil)
  }
}
