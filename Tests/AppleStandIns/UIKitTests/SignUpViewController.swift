// The seed's sign-up screen as an iOS developer writes it with KizunaUIKit: three text fields,
// a terms switch, a sign-up button (enabled, alpha 1.0 or 0.5), an activity indicator, a
// warning label and a label for the result, all bound to the sample's SignUpViewModel.
import Kizuna
import KizunaExamples
import KizunaUIKit
import UIKit

final class SignUpViewController: UIViewController {
  let loginIDField = UITextField()
  let passwordField = UITextField()
  let confirmationField = UITextField()
  let termsSwitch = UISwitch()
  let signUpButton = UIButton()
  let activityIndicator = UIActivityIndicatorView()
  let warningLabel = UILabel()
  let reportLabel = UILabel()
  let viewModel: SignUpViewModel

  init(viewModel: SignUpViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let bag = reactive.bag
    let viewModel = self.viewModel
    viewModel.loginID.bidirectionalBind(to: loginIDField.reactive.text).dispose(in: bag)
    viewModel.password.bidirectionalBind(to: passwordField.reactive.text).dispose(in: bag)
    viewModel.passwordConfirmation.bidirectionalBind(to: confirmationField.reactive.text)
      .dispose(in: bag)
    viewModel.acceptsTerms.bidirectionalBind(to: termsSwitch.reactive.isOn).dispose(in: bag)
    viewModel.isSignUpEnabled.bind(to: signUpButton.reactive.isEnabled).dispose(in: bag)
    viewModel.signUpAlpha.map { CGFloat($0) }.bind(to: signUpButton.reactive.alpha).dispose(in: bag)
    viewModel.isRequestRunning.bind(to: activityIndicator.reactive.isAnimating).dispose(in: bag)
    viewModel.isRequestRunning.map { !$0 }.bind(to: activityIndicator.reactive.isHidden)
      .dispose(in: bag)
    viewModel.warningText.bind(to: warningLabel.reactive.text).dispose(in: bag)
    viewModel.reportText.bind(to: reportLabel.reactive.text).dispose(in: bag)
    signUpButton.reactive.tap.observeNext { viewModel.signUp() }.dispose(in: bag)
  }
}
