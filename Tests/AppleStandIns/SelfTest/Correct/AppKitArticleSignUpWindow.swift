// The sign-up window of Sources/Kizuna/Kizuna.docc/Articles/AppKit.md, verbatim: it must compile.
import AppKit
import Kizuna
import KizunaAppKit

final class SignUpForm: Sendable {
  let email = Observable("")
  let password = Observable("")
  let acceptsTerms = Observable(false)
  let plan = Observable(0)
  let isSigningUp = Observable(false)

  var canSignUp: Signal<Bool, Never> {
    combineLatest(email, password, acceptsTerms, isSigningUp)
      .map { email, password, terms, busy in
        email.contains("@") && password.count >= 8 && terms && !busy
      }
  }

  var warning: Signal<String?, Never> {
    password.map { $0.isEmpty || $0.count >= 8 ? nil : "At least 8 characters" }
  }
}

final class SignUpWindowController: NSWindowController {
  let emailField = NSTextField(string: "")
  let passwordField = NSTextField(string: "")
  let warningLabel = NSTextField(labelWithString: "")
  let termsCheckbox = NSButton(checkboxWithTitle: "I accept the terms", target: nil, action: nil)
  let planPopUp = NSPopUpButton(frame: .zero, pullsDown: false)
  let signUpButton = NSButton(title: "Sign Up", target: nil, action: nil)
  let spinner = NSProgressIndicator()
  let form = SignUpForm()

  init() { super.init(window: NSWindow()) }
  required init?(coder: NSCoder) { nil }

  override func windowDidLoad() {
    super.windowDidLoad()
    let bag = reactive.bag  // ends with the window controller
    let form = self.form
    // Two-way: typing updates the form; values set on the form show in the fields, without
    // coming back as edits.
    form.email.bidirectionalBind(to: emailField.reactive.stringValue).dispose(in: bag)
    form.password.bidirectionalBind(to: passwordField.reactive.stringValue).dispose(in: bag)
    form.acceptsTerms.bidirectionalBind(to: termsCheckbox.reactive.isOn).dispose(in: bag)
    planPopUp.addItems(withTitles: ["Free", "Pro"])
    form.plan.bidirectionalBind(to: planPopUp.reactive.indexOfSelectedItem).dispose(in: bag)
    // One-way.
    form.warning.bind(to: warningLabel.reactive.text).dispose(in: bag)
    form.canSignUp.bind(to: signUpButton.reactive.isEnabled).dispose(in: bag)
    form.isSigningUp.bind(to: spinner.reactive.isAnimating).dispose(in: bag)
    form.isSigningUp.map { !$0 }.bind(to: spinner.reactive.isHidden).dispose(in: bag)
    // Events.
    signUpButton.reactive.tap.observeNext { form.isSigningUp.value = true }.dispose(in: bag)
  }
}
