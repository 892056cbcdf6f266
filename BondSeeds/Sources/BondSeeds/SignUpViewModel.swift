import KizunaBond

/// The sign-up view model of the articles, written as Bond v4 code is written (modern Swift
/// syntax, Bond v4 names), compiled against KizunaBond.
public final class SignUpViewModel: Sendable {
  public static let passwordMismatchWarning = "Passwords do not match."
  public static let termsWarning = "Please accept the terms of use."

  public let loginID = Observable<String?>("")
  public let password = Observable<String?>("")
  public let passwordConfirmation = Observable<String?>("")
  public let acceptsTerms = Observable(false)

  public let signUpEnabled = Observable(false)
  public let signUpAlpha = Observable(0.5)
  public let warningText = Observable("")
  public let isRunning = Observable(false)
  public let reportText = Observable("")
  public let signUpTaps = EventProducer<Void>()

  public let bag = DisposeBag()

  public init(scheduler: some SignalScheduler) {
    let form = combineLatest(loginID, password, passwordConfirmation, acceptsTerms)
    let isFormValid = form.map { loginID, password, confirmation, acceptsTerms in
      let loginID = loginID ?? "", password = password ?? ""
      return !loginID.isEmpty && !password.isEmpty && password == confirmation && acceptsTerms
    }
    combineLatest(isFormValid, isRunning)
      .map { isValid, isRunning in isValid && !isRunning }
      .distinct()
      .bindTo(signUpEnabled)
      .disposeIn(bag)
    signUpEnabled.map { $0 ? 1.0 : 0.5 }.bindTo(signUpAlpha).disposeIn(bag)
    form.map { loginID, password, confirmation, acceptsTerms -> String in
      let loginID = loginID ?? "", password = password ?? "", confirmation = confirmation ?? ""
      if loginID.isEmpty || password.isEmpty || confirmation.isEmpty { return "" }
      if password != confirmation { return Self.passwordMismatchWarning }
      return acceptsTerms ? "" : Self.termsWarning
    }
    .bindTo(warningText)
    .disposeIn(bag)
    signUpTaps
      .observe { [weak self] _ in self?.signUp(scheduler: scheduler) }
      .disposeIn(bag)
  }

  private func signUp(scheduler: some SignalScheduler) {
    guard signUpEnabled.value else { return }
    let loginID = loginID.value ?? "", password = password.value ?? ""
    isRunning.value = true
    scheduler.schedule(after: .seconds(1)) { [isRunning, reportText] in
      reportText.value = "Signed up with login id \"\(loginID)\" and password \"\(password)\"."
      isRunning.value = false
    }
  }
}
