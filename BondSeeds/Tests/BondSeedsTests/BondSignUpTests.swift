import BondSeeds
import KizunaBond
import KizunaExamples
import KizunaTestSupport
import Testing

/// The Bond v4 sign-up view model against KizunaExamples' `SignUpViewModel`: the same forms,
/// the same taps, the same outputs.
@Suite struct BondSignUpTests {
  struct Form: Sendable, CustomTestStringConvertible {
    var loginID: String
    var password: String
    var confirmation: String
    var acceptsTerms: Bool
    var testDescription: String {
      "id=\(loginID.debugDescription) pw=\(password.debugDescription) "
        + "confirm=\(confirmation.debugDescription) terms=\(acceptsTerms)"
    }
  }

  static let forms: [Form] = {
    var forms: [Form] = []
    for loginID in ["", "kizuna"] {
      for password in ["", "secret"] {
        for confirmation in ["", "secret", "other"] {
          for acceptsTerms in [false, true] {
            forms.append(
              Form(
                loginID: loginID, password: password, confirmation: confirmation,
                acceptsTerms: acceptsTerms))
          }
        }
      }
    }
    return forms
  }()

  @Test(arguments: forms)
  func buttonWarningAndAlphaMatchTheKizunaVersion(form: Form) {
    let bond = BondSeeds.SignUpViewModel(scheduler: TestScheduler())
    let kizuna = KizunaExamples.SignUpViewModel(scheduler: TestScheduler())
    bond.loginID.value = form.loginID
    bond.password.value = form.password
    bond.passwordConfirmation.value = form.confirmation
    bond.acceptsTerms.value = form.acceptsTerms
    kizuna.loginID.value = form.loginID
    kizuna.password.value = form.password
    kizuna.passwordConfirmation.value = form.confirmation
    kizuna.acceptsTerms.value = form.acceptsTerms
    #expect(bond.signUpEnabled.value == latest(kizuna.isSignUpEnabled))
    #expect(bond.signUpAlpha.value == latest(kizuna.signUpAlpha))
    #expect(bond.warningText.value == latest(kizuna.warningText))
  }

  @Test func signingUpRunsOneVirtualSecondThenReportsLikeTheKizunaVersion() {
    let scheduler = TestScheduler()
    let bond = BondSeeds.SignUpViewModel(scheduler: scheduler)
    let kizuna = KizunaExamples.SignUpViewModel(scheduler: scheduler)
    bond.loginID.value = "kizuna"
    bond.password.value = "secret"
    bond.passwordConfirmation.value = "secret"
    bond.acceptsTerms.value = true
    kizuna.loginID.value = "kizuna"
    kizuna.password.value = "secret"
    kizuna.passwordConfirmation.value = "secret"
    kizuna.acceptsTerms.value = true
    bond.signUpTaps.next(())
    kizuna.signUp()
    #expect(bond.isRunning.value && kizuna.isRequestRunning.value)
    #expect(!bond.signUpEnabled.value)
    bond.signUpTaps.next(())  // ignored while running
    scheduler.advance(by: .milliseconds(999))
    #expect(bond.reportText.value.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(bond.reportText.value == latest(kizuna.reportText))
    #expect(!bond.isRunning.value && bond.signUpEnabled.value)
  }

  @Test func theViewModelIsReleasedWithItsBindings() {
    weak var released: BondSeeds.SignUpViewModel?
    do {
      let model = BondSeeds.SignUpViewModel(scheduler: TestScheduler())
      released = model
      model.loginID.value = "a"
    }
    #expect(released == nil)
  }
}

/// The latest value a signal delivers at once (an observable's current value).
func latest<Element: Sendable>(_ signal: some SignalProtocol<Element, Never>) -> Element? {
  let box = EventRecorder<Element, Never>()
  let observation = signal.observeNext { box.record(.next($0)) }
  observation.dispose()
  return box.values.last
}
