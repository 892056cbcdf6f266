public import Kizuna

/// The view model of the sign-up screen: three text fields, a terms switch, a sign-up button,
/// an activity indicator and a warning label.
///
/// The login id is kept and reported exactly as typed.
///
/// The button is enabled (alpha 1.0, else 0.5) only when the login id, password and
/// confirmation are filled, the passwords match, the terms are accepted and no request is
/// running. Once all three fields are filled, mismatching passwords show
/// ``passwordMismatchWarning`` and terms not accepted show ``termsWarning``; while any field is
/// empty the warning label is empty. ``signUp()`` runs a simulated one-second request on the injected
/// scheduler; when it finishes, ``report`` holds the login id and password.
///
/// The inputs are two-way bindable observables; the outputs are signals derived with
/// `combineLatest`, which replay their current value to a new observer.
///
/// ```swift
/// let model = SignUpViewModel(scheduler: scheduler)
/// model.isSignUpEnabled.observeNext { print($0) }.dispose(in: bag)  // prints false
/// model.loginID.value = "kizuna"
/// model.password.value = "secret"
/// model.passwordConfirmation.value = "secret"
/// model.acceptsTerms.value = true                                   // prints true
/// ```
///
/// All members are thread-safe; outputs are delivered on the thread that changed an input,
/// or on the scheduler's thread when the request finishes.
public final class SignUpViewModel: Sendable {
  /// The warning shown while the confirmation differs from the password.
  public static let passwordMismatchWarning = "Passwords do not match."
  /// The error text shown while the terms are not accepted.
  public static let termsWarning = "Please accept the terms of use."
  /// How long the simulated sign-up request takes.
  public static let requestDuration: Duration = .seconds(1)

  /// The login id text field's text.
  public let loginID = Observable("")
  /// The password text field's text.
  public let password = Observable("")
  /// The password confirmation text field's text.
  public let passwordConfirmation = Observable("")
  /// The terms switch.
  public let acceptsTerms = Observable(false)

  private let running = Observable(false)
  private let isRequestInFlight = Lock.make(false)
  private let reported = Observable<SignUpReport?>(nil)
  private let scheduler: any SignalScheduler

  /// Creates the view model.
  ///
  /// - Parameter scheduler: Runs the simulated one-second request (a `TestScheduler` in tests).
  public init(scheduler: any SignalScheduler) {
    self.scheduler = scheduler
  }

  /// Whether a sign-up request is running; drives the activity indicator.
  public var isRequestRunning: AnyObservable<Bool> { running.readOnly }

  /// The report of the last finished sign-up, `nil` before.
  public var report: AnyObservable<SignUpReport?> { reported.readOnly }

  /// Whether the form, as filled in now, allows signing up (ignoring a running request).
  public var isFormValid: SafeSignal<Bool> {
    combineLatest(loginID, password, passwordConfirmation, acceptsTerms)
      .map { loginID, password, confirmation, acceptsTerms in
        !loginID.isEmpty && !password.isEmpty && password == confirmation && acceptsTerms
      }
  }

  /// Whether the sign-up button is enabled.
  public var isSignUpEnabled: SafeSignal<Bool> {
    combineLatest(isFormValid, running)
      .map { isValid, isRunning in isValid && !isRunning }
      .removeDuplicates()
  }

  /// The sign-up button's alpha: 1.0 when enabled, 0.5 when disabled.
  public var signUpAlpha: SafeSignal<Double> {
    isSignUpEnabled.map { $0 ? 1.0 : 0.5 }
  }

  /// The warning label's text: empty while any field is empty; then the password mismatch
  /// first, then the terms, else empty.
  ///
  /// ```swift
  /// model.warningText.observeNext { print($0.debugDescription) }.dispose(in: bag)  // prints ""
  /// model.loginID.value = "kizuna"
  /// model.password.value = "secret"
  /// model.passwordConfirmation.value = "secret"  // prints "Please accept the terms of use."
  /// ```
  public var warningText: SafeSignal<String> {
    combineLatest(loginID, password, passwordConfirmation, acceptsTerms)
      .map { loginID, password, confirmation, acceptsTerms in
        if loginID.isEmpty || password.isEmpty || confirmation.isEmpty { return "" }
        if password != confirmation { return SignUpViewModel.passwordMismatchWarning }
        return acceptsTerms ? "" : SignUpViewModel.termsWarning
      }
  }

  /// The text reporting the finished sign-up, empty before.
  public var reportText: SafeSignal<String> {
    reported.map { report in
      report.map { "Signed up with login id \"\($0.loginID)\" and password \"\($0.password)\"." }
        ?? ""
    }
  }

  /// Starts the simulated one-second sign-up request, if the button is enabled.
  ///
  /// Does nothing while the form is invalid or a request runs. When the request finishes
  /// (on the scheduler), ``report`` receives the login id and password that were sent.
  public func signUp() {
    let loginID = loginID.value
    let password = password.value
    let isValid =
      !loginID.isEmpty && !password.isEmpty && password == passwordConfirmation.value
      && acceptsTerms.value
    guard isValid, isRequestInFlight.beginIfIdle() else { return }
    running.value = true
    scheduler.schedule(after: Self.requestDuration) { [running, reported, isRequestInFlight] in
      reported.value = SignUpReport(loginID: loginID, password: password)
      isRequestInFlight.withLock { $0 = false }
      running.value = false
    }
  }
}

/// What a finished sign-up reports to the screen: the login id and password that were sent.
public struct SignUpReport: Sendable, Hashable {
  /// The login id that signed up.
  public var loginID: String
  /// The password that was sent.
  public var password: String

  /// Creates a report.
  public init(loginID: String, password: String) {
    self.loginID = loginID
    self.password = password
  }
}
