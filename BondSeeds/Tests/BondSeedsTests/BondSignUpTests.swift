import Foundation
import Kizuna
import KizunaBond
import KizunaExamples
import KizunaTestSupport
import Testing

@testable import BondSeeds

/// The practical-samples article's SignUpVM, as printed, against KizunaExamples'
/// `SignUpViewModel`: the same forms give the same button state and the same warning (the
/// article's texts are Japanese, KizunaExamples' English), and a sign-up reports the same
/// login id and password.
@MainActor
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

  nonisolated static let forms: [Form] = {
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

  /// The article's warnings, and KizunaExamples' for the same cases.
  nonisolated static let warnings = [
    "": "",
    "パスワードと確認パスワードが一致していません": KizunaExamples.SignUpViewModel.passwordMismatchWarning,
    "規約に同意してください": KizunaExamples.SignUpViewModel.termsWarning,
  ]

  @Test(arguments: forms)
  func buttonWarningAndAlphaMatchTheKizunaVersion(form: Form) throws {
    let bond = SignUpVM()
    let kizuna = KizunaExamples.SignUpViewModel(scheduler: TestScheduler())
    bond.loginID.value = form.loginID
    bond.password.value = form.password
    bond.passwordConfirmation.value = form.confirmation
    bond.isAgreement.value = form.acceptsTerms
    kizuna.loginID.value = form.loginID
    kizuna.password.value = form.password
    kizuna.passwordConfirmation.value = form.confirmation
    kizuna.acceptsTerms.value = form.acceptsTerms
    let info = try #require(latest(bond.signUpViewStateInfo))
    #expect(info.buttonEnabled == latest(kizuna.isSignUpEnabled))
    #expect(Double(info.buttonAlpha) == latest(kizuna.signUpAlpha))
    #expect(Self.warnings[info.warningMessage] == latest(kizuna.warningText))
  }

  @Test func signingUpRunsOneSecondThenFinishesWithTheLoginIDAndPasswordLikeTheKizunaVersion()
    async throws
  {
    let bond = SignUpVM()
    let scheduler = TestScheduler()
    let kizuna = KizunaExamples.SignUpViewModel(scheduler: scheduler)
    for (field, text) in [
      (bond.loginID, "kizuna"), (bond.password, "secret"), (bond.passwordConfirmation, "secret"),
    ] {
      field.value = text
    }
    bond.isAgreement.value = true
    kizuna.loginID.value = "kizuna"
    kizuna.password.value = "secret"
    kizuna.passwordConfirmation.value = "secret"
    kizuna.acceptsTerms.value = true
    let finishedBefore = try #require(latest(bond.finishSignUp))
    #expect(finishedBefore == nil)

    bond.signUp()
    kizuna.signUp()
    #expect(latest(bond.isLoadingViewAnimate) == true)
    #expect(latest(bond.isLoadingViewHidden) == false)
    #expect(latest(bond.isLoadingViewAnimate) == latest(kizuna.isRequestRunning))
    #expect(latest(bond.signUpViewStateInfo)?.buttonEnabled == latest(kizuna.isSignUpEnabled))

    // The article's request ends after one second on the main queue: wait for it, no timer.
    var observation: (any DisposableType)?
    let finished = await withCheckedContinuation { continuation in
      var resumed = false
      observation = bond.finishSignUp.ignoreNil().observe { result in
        guard !resumed else { return }
        resumed = true
        continuation.resume(returning: "\(result.email) \(result.password)")
      }
    }
    observation?.dispose()
    scheduler.advance(by: KizunaExamples.SignUpViewModel.requestDuration)
    let report = try #require(kizuna.report.value)
    #expect(finished == "\(report.loginID) \(report.password)")
    #expect(latest(bond.isLoadingViewAnimate) == false)
    #expect(latest(bond.isLoadingViewHidden) == true)
    #expect(latest(bond.isLoadingViewAnimate) == latest(kizuna.isRequestRunning))
    #expect(latest(bond.signUpViewStateInfo)?.buttonEnabled == latest(kizuna.isSignUpEnabled))
  }

  @Test func theViewModelIsReleasedWithItsBindings() {
    weak var released: SignUpVM?
    do {
      let model = SignUpVM()
      released = model
      let observation = model.signUpViewStateInfo.observe { _ in }
      model.loginID.value = "a"
      observation.dispose()
    }
    #expect(released == nil)
  }
}

/// The latest value a Kizuna signal replays now (an observable's current value).
func latest<Element: Sendable>(_ signal: some SignalProtocol<Element, Never>) -> Element? {
  let recorder = EventRecorder<Element, Never>()
  signal.observeNext { recorder.record(.next($0)) }.dispose()
  return recorder.values.last
}

/// The latest event a KizunaBond producer replays now (an Observable's current value).
func latest<Event>(_ producer: KizunaBond.EventProducer<Event>) -> Event? {
  var last: Event?
  producer.observe { last = $0 }.dispose()
  return last
}
