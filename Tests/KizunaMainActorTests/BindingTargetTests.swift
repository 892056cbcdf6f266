// Tests of Sources/Kizuna/Bindings/BindingTarget.swift, on the fixtures of ReactiveFixtures.swift.
import Kizuna
import Testing

@Suite struct BindingTargetTests {
  @Test func valuesAreShownOnTheMainActorInOrder() async {
    let label = TextLabel()
    let subject = PublishSubject<String?, Never>()
    subject.bind(to: label.reactive.text).dispose(in: label.reactive.bag)
    await Task.detached {
      subject.send("a")
      subject.send(nil)
      subject.send("c")
    }.value
    await flushMainActor()
    #expect(label.shown == ["a", nil, "c"])
  }

  @Test func aNonOptionalSignalBindsToAnOptionalTarget() async {
    let label = TextLabel()
    let name = Observable("Kizuna")
    name.bind(to: label.reactive.text).dispose(in: label.reactive.bag)
    await flushMainActor()
    #expect(label.text == "Kizuna")
  }

  @Test func theBindingEndsAtOnceWhenTheObjectIsReleased() async {
    let text = Observable<String?>("a")
    var label: TextLabel? = TextLabel()
    weak let weakLabel = label
    let binding = text.bind(to: label!.reactive.text)
    await flushMainActor()
    #expect(label?.text == "a")
    label = nil
    #expect(weakLabel == nil)
    #expect(binding.isDisposed)
    #expect(text.observerCount == 0)
  }

  @Test func plainMainActorBindingsToAProviderLiveInItsBag() async {
    let text = Observable<String?>("a")
    var label: TextLabel? = TextLabel()
    let binding = text.bind(to: label!) { label, text in label.text = text }
    await flushMainActor()
    label = nil
    #expect(binding.isDisposed)
    #expect(text.observerCount == 0)
  }
}
