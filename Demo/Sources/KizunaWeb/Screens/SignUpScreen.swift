import Kizuna
import KizunaExamples

/// The sign-up screen: binds ``SignUpViewModel`` to its page, as a view controller would.
final class SignUpScreen: WebScreen {
  static let descriptor = WebScreenDescriptor(
    path: "sign-up", title: "Sign up",
    summary: "Three fields, a terms switch, validation, and a one-second request.",
    body: """
      <h1>Sign up</h1>
      <label class="field"><span>Login ID</span>
        <input id="loginID" data-control="textField" autocomplete="off"></label>
      <label class="field"><span>Password</span>
        <input id="password" type="password" data-control="textField"></label>
      <label class="field"><span>Confirm password</span>
        <input id="passwordConfirmation" type="password" data-control="textField"></label>
      <label class="switch-row"><input id="terms" type="checkbox" role="switch" data-control="switch">
        <span>I accept the terms of use</span></label>
      <p id="warning" class="warning" aria-live="polite"></p>
      <div class="actions"><button id="signUp" data-control="button">Sign up</button>
        <span id="spinner" class="spinner" role="status" hidden></span></div>
      <p id="report" class="report" aria-live="polite"></p>
      """,
    make: { page, scheduler in SignUpScreen(page: page, scheduler: scheduler) })

  let model: SignUpViewModel
  private let bag = DisposeBag()

  init(page: WebPage, scheduler: any SignalScheduler) {
    model = SignUpViewModel(scheduler: scheduler)
    BindingInspector.name(model.loginID, "model.loginID")
    BindingInspector.name(model.password, "model.password")
    BindingInspector.name(model.passwordConfirmation, "model.passwordConfirmation")
    BindingInspector.name(model.acceptsTerms, "model.acceptsTerms")
    let loginID = WebTextField(id: "loginID", in: page)
    let password = WebTextField(id: "password", in: page)
    let confirmation = WebTextField(id: "passwordConfirmation", in: page)
    // How often a password changed must not show how many keys were typed.
    for secret in [model.password, model.passwordConfirmation, password.text, confirmation.text] {
      BindingInspector.markSecret(secret)
    }
    let terms = WebSwitch(id: "terms", in: page)
    let warning = WebLabel(id: "warning", in: page)
    let signUp = WebButton(id: "signUp", title: "Sign up", in: page)
    let spinner = WebActivityIndicator(id: "spinner", in: page)
    let report = WebLabel(id: "report", in: page)

    warning.textColor.value = .systemRed
    report.textColor.value = .systemGreen
    model.loginID.bidirectionalBind(to: loginID.text).dispose(in: bag)
    model.password.bidirectionalBind(to: password.text).dispose(in: bag)
    model.passwordConfirmation.bidirectionalBind(to: confirmation.text).dispose(in: bag)
    model.acceptsTerms.bidirectionalBind(to: terms.isOn).dispose(in: bag)
    model.isSignUpEnabled.bind(to: signUp.isEnabled).dispose(in: bag)
    model.signUpAlpha.bind(to: signUp.alpha).dispose(in: bag)
    model.warningText.bind(to: warning.text).dispose(in: bag)
    model.isRequestRunning.map { !$0 }.bind(to: spinner.isHidden).dispose(in: bag)
    model.isRequestRunning.bind(to: spinner.isAnimating).dispose(in: bag)
    model.reportText.bind(to: report.text).dispose(in: bag)
    signUp.tap.observeNext { [model] in model.signUp() }.dispose(in: bag)
  }
}
