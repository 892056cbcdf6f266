// This target is compiled with `.defaultIsolation(MainActor.self)`, like an app target in
// Xcode: every declaration here is main-actor isolated unless it says otherwise. It proves that
// Kizuna's user-interface entry points need no `@unchecked Sendable` or `nonisolated(unsafe)`
// in such code.
import Kizuna
import Testing

/// Stand-ins for UIKit controls: plain main-actor classes, not Sendable-annotated.
final class Label {
  var text: String? = nil
  var textColor = "black"
}

final class Button {
  var isEnabled = true
  var alpha = 1.0
}

final class SignUpViewModel {
  let loginID = Observable("")
  let password = Observable("")
  let isSignUpEnabled: Signal<Bool, Never>
  let warningText: Signal<String?, Never>

  init() {
    isSignUpEnabled = loginID.map { !$0.isEmpty }
    warningText = password.map { $0.count < 4 && !$0.isEmpty ? "Too short" : nil }
  }
}

final class SignUpView: DisposeBagProvider {
  let bag = DisposeBag()
  let button = Button()
  let warningLabel = Label()
  var log: [String] = []

  func bind(_ viewModel: SignUpViewModel) {
    viewModel.isSignUpEnabled.bind(to: button) { button, isEnabled in
      button.isEnabled = isEnabled
      button.alpha = isEnabled ? 1.0 : 0.5
    }.dispose(in: bag)
    viewModel.warningText.bind(to: warningLabel, keyPath: \.text).dispose(in: bag)
    viewModel.loginID.observeNext(on: .mainActor) { [weak self] loginID in
      self?.log.append(loginID)
    }.dispose(in: bag)
  }
}

/// Waits until everything queued on the main-actor scheduler so far has run (FIFO).
func flushMainActor() async {
  await withCheckedContinuation { continuation in
    MainActorScheduler.shared.execute { continuation.resume() }
  }
}

@Suite struct MainActorViewModelTests {
  @Test func bindingsFromMainActorCodeUpdateTheView() async {
    let viewModel = SignUpViewModel()
    let view = SignUpView()
    view.bind(viewModel)
    await flushMainActor()
    #expect(view.button.isEnabled == false)
    #expect(view.button.alpha == 0.5)
    #expect(view.warningLabel.text == nil)
    viewModel.loginID.value = "kizuna"
    viewModel.password.value = "abc"
    await flushMainActor()
    #expect(view.button.isEnabled)
    #expect(view.button.alpha == 1.0)
    #expect(view.warningLabel.text == "Too short")
    #expect(view.log == ["", "kizuna"])
  }

  @Test func valuesSentFromBackgroundThreadsArriveOnTheMainActorInOrder() async {
    let viewModel = SignUpViewModel()
    let view = SignUpView()
    view.bind(viewModel)
    let loginID = viewModel.loginID
    await Task.detached {
      for number in 1...1_000 { loginID.value = "user\(number)" }
    }.value
    await flushMainActor()
    #expect(view.log == [""] + (1...1_000).map { "user\($0)" })
  }

  @Test func releasingTheViewEndsItsBindingsAndFreesIt() async {
    let viewModel = SignUpViewModel()
    var view: SignUpView? = SignUpView()
    weak let weakView = view
    view!.bind(viewModel)
    await flushMainActor()
    view = nil
    #expect(weakView == nil)
    viewModel.loginID.value = "after"
    await flushMainActor()
    #expect(viewModel.loginID.observerCount == 0)
  }

  @Test func bindingToANonProviderEndsAtTheNextValueAfterItIsGone() async {
    let text = Observable<String?>("a")
    var label: Label? = Label()
    weak let weakLabel = label
    let binding = text.bind(to: label!, keyPath: \.text)
    await flushMainActor()
    #expect(label?.text == "a")
    label = nil
    #expect(weakLabel == nil)
    text.value = "b"
    await flushMainActor()
    #expect(binding.isDisposed)
    #expect(text.observerCount == 0)
  }

  /// Values sent just before the source ends are still delivered; then the observation ends.
  @Test func valuesSentBeforeTheEndAreDeliveredThenTheBindingEnds() async {
    let subject = PublishSubject<String?, Never>()
    let label = Label()
    let binding = subject.bind(to: label, keyPath: \.text)
    var seen: [String?] = []
    let observation = subject.observeNext(on: .mainActor) { seen.append($0) }
    await Task.detached {
      subject.send("a")
      subject.send("b")
      subject.send(completion: .finished)
    }.value
    await flushMainActor()
    #expect(label.text == "b")
    #expect(seen == ["a", "b"])
    #expect(binding.isDisposed)
    #expect(observation.isDisposed)
  }
}
