import Kizuna
import KizunaTestSupport
import Testing

/// A binding target with lock-guarded state, so it can be `Sendable` honestly.
final class Label: Sendable {
  private let state = Lock<String>.make("")
  var text: String {
    get { state.withLock { $0 } }
    set { state.withLock { $0 = newValue } }
  }
}

final class Screen: DisposeBagProvider, Sendable {
  let bag = DisposeBag()
  let title = Label()
}

@Suite struct BindTests {
  @Test func bindSetsTheTargetAtOnceAndOnEveryChange() {
    let name = Observable("Ann")
    let label = Label()
    let binding = name.bind(to: label, context: .immediate) { label, name in
      label.text = "Hello, \(name)"
    }
    #expect(label.text == "Hello, Ann")
    name.value = "Bo"
    #expect(label.text == "Hello, Bo")
    binding.dispose()
    name.value = "Cy"
    #expect(label.text == "Hello, Bo")
  }

  @Test func bindMapsIntoAnotherObservable() {
    let celsius = Observable(20.0)
    let fahrenheit = Observable(0.0)
    let binding = celsius.map { $0 * 9 / 5 + 32 }.bind(to: fahrenheit)
    #expect(fahrenheit.value == 68)
    celsius.value = 100
    #expect(fahrenheit.value == 212)
    binding.dispose()
  }

  @Test func bindToObservableForwardsValues() {
    let typed = Observable("")
    let shown = Observable("-")
    let binding = typed.bind(to: shown)
    #expect(shown.value == "")
    typed.value = "hi"
    #expect(shown.value == "hi")
    binding.dispose()
  }

  @Test func bindingDoesNotKeepItsTargetAlive() {
    let name = Observable("Ann")
    var label: Label? = Label()
    weak let weakLabel = label
    let binding = name.bind(to: label!, context: .immediate) { label, name in label.text = name }
    label = nil
    #expect(weakLabel == nil)
    #expect(!binding.isDisposed)
    name.value = "Bo"  // the binding notices the target is gone and ends
    #expect(binding.isDisposed)
    #expect(name.observerCount == 0)
  }

  @Test func bindingToABagProviderEndsTheMomentTheTargetIsReleased() {
    let name = Observable("Ann")
    var screen: Screen? = Screen()
    weak let weakScreen = screen
    let binding = name.bind(to: screen!, context: .immediate) { screen, name in
      screen.title.text = name
    }
    #expect(screen?.title.text == "Ann")
    screen = nil
    #expect(weakScreen == nil)
    #expect(binding.isDisposed)
    #expect(name.observerCount == 0)
  }

  @Test func bindingEndsWhenTheSourceCompletes() {
    let subject = PublishSubject<String, Never>()
    let label = Label()
    let binding = subject.bind(to: label, context: .immediate) { label, text in label.text = text }
    subject.send("a")
    subject.send(completion: .finished)
    #expect(label.text == "a")
    #expect(binding.isDisposed)
  }

  @Test func bindingRunsTheSetterInTheGivenContext() {
    let scheduler = TestScheduler()
    let name = Observable("Ann")
    let label = Label()
    let binding = name.bind(to: label, context: scheduler) { label, name in label.text = name }
    #expect(label.text == "")
    scheduler.advance()
    #expect(label.text == "Ann")
    binding.dispose()
  }
}
