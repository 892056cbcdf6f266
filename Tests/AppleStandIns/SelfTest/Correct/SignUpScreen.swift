// The sample sign-up screen, wired with every UIKit adapter: it must compile.
import Kizuna
import KizunaUIKit
import UIKit

final class SignUpModel: Sendable {
  let loginID = Observable("")
  let password = Observable("")
  let confirmation = Observable("")
  let acceptsTerms = Observable(false)
  let isSigningUp = Observable(false)
  let volume = Observable<Float>(0.5)

  var canSignUp: Signal<Bool, Never> {
    combineLatest(loginID, password, confirmation, acceptsTerms, isSigningUp)
      .map { id, password, confirmation, terms, busy in
        !id.isEmpty && !password.isEmpty && password == confirmation && terms && !busy
      }
  }

  var warning: Signal<String?, Never> {
    combineLatest(password, confirmation).map { $0 == $1 ? nil : "Passwords differ" }
  }
}

final class SignUpViewController: UIViewController {
  let loginField = UITextField()
  let passwordField = UITextField()
  let confirmationField = UITextField()
  let notesView = UITextView()
  let termsSwitch = UISwitch()
  let volumeSlider = UISlider()
  let signUpButton = UIButton()
  let spinner = UIActivityIndicatorView()
  let warningLabel = UILabel()
  let model = SignUpModel()

  override func viewDidLoad() {
    super.viewDidLoad()
    let bag = reactive.bag  // the view controller's own bag, as Bond's reactive.bag
    let model = self.model

    model.loginID.bidirectionalBind(to: loginField.reactive.text).dispose(in: bag)
    model.password.bidirectionalBind(to: passwordField.reactive.text).dispose(in: bag)
    model.confirmation.bidirectionalBind(to: confirmationField.reactive.text).dispose(in: bag)
    notesView.reactive.text.observeNext { print($0 ?? "") }.dispose(in: bag)
    model.acceptsTerms.bidirectionalBind(to: termsSwitch.reactive.isOn).dispose(in: bag)
    model.volume.bidirectionalBind(to: volumeSlider.reactive.value).dispose(in: bag)
    model.canSignUp.bind(to: signUpButton.reactive.isEnabled).dispose(in: bag)
    model.canSignUp.map { $0 ? 1.0 : 0.5 }.bind(to: signUpButton.reactive.alpha).dispose(in: bag)
    model.isSigningUp.bind(to: spinner.reactive.isAnimating).dispose(in: bag)
    model.isSigningUp.map { !$0 }.bind(to: spinner.reactive.isHidden).dispose(in: bag)
    model.warning.bind(to: warningLabel.reactive.text).dispose(in: bag)
    model.loginID.bind(to: warningLabel.reactive.text).dispose(in: bag)
    // A UIColor signal needs UIColor to be Sendable, which the stand-in does not assume (see
    // its UIColor.swift); a Bool signal with a setter works either way.
    model.canSignUp.bind(to: warningLabel) { label, canSignUp in
      label.reactive.backgroundColor.setter(label, canSignUp ? nil : UIColor.red)
    }.dispose(in: bag)
    signUpButton.reactive.tap.observeNext { model.isSigningUp.value = true }.dispose(in: bag)
    loginField.reactive.controlEvents(.editingDidEndOnExit)
      .observeNext { print("return pressed") }
      .dispose(in: loginField.reactive.bag)
    warningLabel.reactive.prepareForReuse()
  }
}
