// The seed's sign-up screen, driven as a UI test would: on Linux, through KizunaUIKit and the
// stand-in UIKit.
import Kizuna
import KizunaExamples
import KizunaTestSupport
import KizunaUIKit
import Synchronization
import Testing
import UIKit

@MainActor
@Suite struct SignUpScreenTests {
  let scheduler = TestScheduler()

  func makeScreen() async -> SignUpViewController {
    let screen = SignUpViewController(viewModel: SignUpViewModel(scheduler: scheduler))
    screen.viewDidLoad()
    await flushMainActor()
    return screen
  }

  @Test func anEmptyFormDisablesTheButtonAndShowsNothing() async {
    let screen = await makeScreen()
    #expect(screen.loginIDField.text == "")
    #expect(!screen.termsSwitch.isOn)
    #expect(!screen.signUpButton.isEnabled)
    #expect(screen.signUpButton.alpha == 0.5)
    #expect(!screen.activityIndicator.isAnimating)
    #expect(screen.activityIndicator.isHidden)
    #expect(screen.warningLabel.text == "")
    #expect(screen.reportLabel.text == "")
  }

  @Test func theButtonIsEnabledOnlyWhenTheFormIsComplete() async {
    let screen = await makeScreen()
    screen.loginIDField.userTypes("kizuna")
    screen.passwordField.userTypes("secret")
    screen.confirmationField.userTypes("secreT")
    await flushMainActor()
    #expect(screen.warningLabel.text == SignUpViewModel.passwordMismatchWarning)
    #expect(!screen.signUpButton.isEnabled)
    screen.confirmationField.userTypes("secret")
    await flushMainActor()
    #expect(screen.warningLabel.text == SignUpViewModel.termsWarning)
    #expect(!screen.signUpButton.isEnabled)
    #expect(screen.signUpButton.alpha == 0.5)
    screen.termsSwitch.userFlips()
    await flushMainActor()
    #expect(screen.viewModel.acceptsTerms.value)
    #expect(screen.warningLabel.text == "")
    #expect(screen.signUpButton.isEnabled)
    #expect(screen.signUpButton.alpha == 1.0)
    screen.loginIDField.userTypes("")
    await flushMainActor()
    #expect(!screen.signUpButton.isEnabled)
    #expect(screen.signUpButton.alpha == 0.5)
  }

  @Test func signingUpShowsTheIndicatorForOneSecondThenReportsTheLoginIDAndPassword() async {
    let screen = await makeScreen()
    screen.userFillsTheFormIn()
    await flushMainActor()
    screen.signUpButton.userTaps()
    await flushMainActor()
    #expect(screen.activityIndicator.isAnimating)
    #expect(!screen.activityIndicator.isHidden)
    #expect(!screen.signUpButton.isEnabled)  // no second request while one runs
    #expect(screen.signUpButton.alpha == 0.5)
    scheduler.advance(by: .milliseconds(999))
    await flushMainActor()
    #expect(screen.activityIndicator.isAnimating)
    #expect(screen.reportLabel.text == "")
    scheduler.advance(by: .milliseconds(1))
    await flushMainActor()
    #expect(!screen.activityIndicator.isAnimating)
    #expect(screen.activityIndicator.isHidden)
    #expect(
      screen.reportLabel.text == "Signed up with login id \"kizuna\" and password \"secret\".")
    #expect(screen.signUpButton.isEnabled)
  }

  @Test func valuesTheViewModelSetsAreShownAndNotEchoedBack() async {
    let screen = await makeScreen()
    let edits = Mutex<[String?]>([])
    screen.loginIDField.reactive.text.observeNext { text in edits.withLock { $0.append(text) } }
      .dispose(in: screen.reactive.bag)
    screen.viewModel.loginID.value = "from the model"
    await flushMainActor()
    #expect(screen.loginIDField.text == "from the model")
    screen.loginIDField.userTypes("typed")
    await flushMainActor()
    #expect(screen.viewModel.loginID.value == "typed")
    #expect(screen.loginIDField.text == "typed")
    // The property's observers saw each value once: no echo of the model's value as an edit,
    // and no write of the typed value back into the field.
    #expect(edits.withLock { $0 } == ["", "from the model", "typed"])
  }

  @Test func theScreenAndItsBindingsAreReleasedWithTheViewController() async {
    let viewModel = SignUpViewModel(scheduler: scheduler)
    weak var released: SignUpViewController?
    weak var field: UITextField?
    do {
      let screen = SignUpViewController(viewModel: viewModel)
      screen.viewDidLoad()
      await flushMainActor()
      released = screen
      field = screen.loginIDField
      #expect(viewModel.loginID.observerCount > 0)
    }
    await flushMainActor()
    #expect(released == nil)
    #expect(field == nil)
    #expect(viewModel.loginID.observerCount == 0)
    viewModel.loginID.value = "after"  // nothing left to deliver to
    await flushMainActor()
  }
}

extension SignUpViewController {
  /// The user fills the form in completely: a login id, the same password twice, the terms.
  func userFillsTheFormIn() {
    loginIDField.userTypes("kizuna")
    passwordField.userTypes("secret")
    confirmationField.userTypes("secret")
    termsSwitch.userFlips()
  }
}
