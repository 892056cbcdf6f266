import Kizuna
import KizunaExamples
import KizunaTestSupport
import Testing

@Suite struct SignUpViewModelTests {
  struct Form: Sendable, CustomTestStringConvertible {
    var loginID: String
    var password: String
    var confirmation: String
    var acceptsTerms: Bool
    var testDescription: String {
      "id=\(loginID.debugDescription) pw=\(password.debugDescription) "
        + "confirm=\(confirmation.debugDescription) terms=\(acceptsTerms)"
    }
    var shouldEnable: Bool {
      !loginID.isEmpty && !password.isEmpty && password == confirmation && acceptsTerms
    }
  }

  /// Every combination of: login id empty or filled, password empty or filled, confirmation
  /// empty, equal or different, terms on or off.
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

  func fill(_ model: SignUpViewModel, _ form: Form) {
    model.loginID.value = form.loginID
    model.password.value = form.password
    model.passwordConfirmation.value = form.confirmation
    model.acceptsTerms.value = form.acceptsTerms
  }

  @Test(arguments: forms)
  func buttonIsEnabledWithFullAlphaOnlyForACompleteMatchingAcceptedForm(form: Form) {
    let model = SignUpViewModel(scheduler: TestScheduler())
    fill(model, form)
    #expect(latest(model.isSignUpEnabled) == form.shouldEnable)
    #expect(latest(model.signUpAlpha) == (form.shouldEnable ? 1.0 : 0.5))
  }

  @Test(arguments: forms)
  func warningShowsOnlyOnceAllFieldsAreFilledMismatchFirstThenTerms(form: Form) {
    let model = SignUpViewModel(scheduler: TestScheduler())
    fill(model, form)
    let isFilled = !form.loginID.isEmpty && !form.password.isEmpty && !form.confirmation.isEmpty
    let expected =
      !isFilled
      ? ""
      : form.password != form.confirmation
        ? SignUpViewModel.passwordMismatchWarning
        : form.acceptsTerms ? "" : SignUpViewModel.termsWarning
    #expect(latest(model.warningText) == expected)
  }

  @Test func anEmptyFormShowsNoWarning() {
    let bag = DisposeBag()
    let model = SignUpViewModel(scheduler: TestScheduler())
    let warning = EventRecorder(observing: model.warningText, in: bag)
    model.loginID.value = "kizuna"
    model.password.value = "secret"
    model.passwordConfirmation.value = "secre"
    model.passwordConfirmation.value = "secret"
    #expect(
      warning.values == [
        "", "", "", SignUpViewModel.passwordMismatchWarning, SignUpViewModel.termsWarning,
      ])
  }

  @Test func buttonStateFollowsEachEditInOrder() {
    let bag = DisposeBag()
    let model = SignUpViewModel(scheduler: TestScheduler())
    let enabled = EventRecorder(observing: model.isSignUpEnabled, in: bag)
    let alpha = EventRecorder(observing: model.signUpAlpha, in: bag)
    fill(model, Form(loginID: "id", password: "pw", confirmation: "pw", acceptsTerms: true))
    model.passwordConfirmation.value = "pwx"
    #expect(enabled.values == [false, true, false])
    #expect(alpha.values == [0.5, 1.0, 0.5])
  }

  @Test func signUpShowsTheIndicatorForOneSecondThenReportsLoginIDAndPassword() {
    let bag = DisposeBag()
    let scheduler = TestScheduler()
    let model = SignUpViewModel(scheduler: scheduler)
    let running = EventRecorder(observing: model.isRequestRunning, in: bag)
    let report = EventRecorder(observing: model.report, in: bag)
    let reportText = EventRecorder(observing: model.reportText, in: bag)
    fill(
      model, Form(loginID: "kizuna", password: "secret", confirmation: "secret", acceptsTerms: true)
    )

    model.signUp()
    #expect(running.values == [false, true])
    #expect(latest(model.isSignUpEnabled) == false)
    #expect(latest(model.signUpAlpha) == 0.5)
    model.signUp()  // ignored while the request runs
    scheduler.advance(by: .milliseconds(999))
    #expect(running.values == [false, true])
    #expect(report.values == [nil])

    scheduler.advance(by: .milliseconds(1))
    #expect(running.values == [false, true, false])
    #expect(report.values == [nil, SignUpReport(loginID: "kizuna", password: "secret")])
    #expect(
      reportText.values == ["", "Signed up with login id \"kizuna\" and password \"secret\"."])
    #expect(latest(model.isSignUpEnabled) == true)
    #expect(scheduler.pendingCount == 0)
  }

  @Test func loginIDIsKeptAndReportedAsTyped() {
    let bag = DisposeBag()
    let scheduler = TestScheduler()
    let model = SignUpViewModel(scheduler: scheduler)
    let loginID = EventRecorder(observing: model.loginID, in: bag)
    fill(
      model,
      Form(loginID: "Kizuna User", password: "pw", confirmation: "pw", acceptsTerms: true))
    #expect(loginID.values == ["", "Kizuna User"])
    model.signUp()
    scheduler.advance(by: SignUpViewModel.requestDuration)
    #expect(model.report.value == SignUpReport(loginID: "Kizuna User", password: "pw"))
  }

  @Test func signUpWithAnInvalidFormDoesNothing() {
    let scheduler = TestScheduler()
    let model = SignUpViewModel(scheduler: scheduler)
    fill(
      model,
      Form(loginID: "kizuna", password: "secret", confirmation: "secret", acceptsTerms: false))
    model.signUp()
    #expect(scheduler.pendingCount == 0)
    #expect(model.isRequestRunning.value == false)
  }
}
