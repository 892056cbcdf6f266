// swift-format-ignore-file
// (The seed article's code, laid out as printed.)
// Seed: ../shared/seeds/000_993d817e01ebdc35.txt and 003_f7372072f3e1ca04.txt ("Swift Bond
// practical samples"), the file the article captions "SignUpViewController.siwft" (sic): the
// class with its outlets, then setupBind(), as printed. Changes, each forced by Swift or by
// Swift 3's renaming of UIKit:
// - `@IBOutlet` is left out: the attribute needs Objective-C, which Swift on Linux has not; each
//   outlet stays `weak var x: T!` as printed (the harness connects them, as a storyboard would);
// - `signUpButton.enabled` is `isEnabled` (Swift 3's UIKit names);
// - `.TouchUpInside` is `.touchUpInside` (`UIControl.Event`, Swift 3's lower-case cases);
// - `UIAlertController(..., preferredStyle: .Alert)` is `.alert`, `UIAlertAction(..., style:
//   .Default, ...)` is `.default`;
// - `presentViewController(_:animated:completion:)` is `present(_:animated:completion:)`.
// `import UIKit` is all the file imports, as printed: the `bnd_*` members come from
// KizunaBondUIKit, which another file of this module imports (Swift 5 mode, as Swift 2, lets an
// extension's members imported by one file be used in all). The article does not show where
// setupBind() is called (viewDidLoad, in its sample project): the tests' harness
// (Tests/AppleStandIns/BondUIKitTests/Storyboards.swift) calls it.
import UIKit

class SignUpViewController: UIViewController {

    weak var warningLabel: UILabel!
    weak var loginIDTextField: UITextField!
    weak var passwordTextField: UITextField!
    weak var passwordConfirmationTextField: UITextField!
    weak var agreementSwitch: UISwitch!
    weak var signUpButton: UIButton!
    weak var loadingIndicator: UIActivityIndicatorView!

    var signUpVM = SignUpVM()

    private func setupBind() {

        signUpVM.loginID.bidirectionalBindTo(loginIDTextField.bnd_text)
        signUpVM.password.bidirectionalBindTo(passwordTextField.bnd_text)
        signUpVM.passwordConfirmation.bidirectionalBindTo(passwordConfirmationTextField.bnd_text)
        signUpVM.isAgreement.bidirectionalBindTo(agreementSwitch.bnd_on)

        signUpVM.signUpViewStateInfo.observe { [weak self] (buttonEnabled, buttonAlpha, warningMessage) -> Void in
            self?.warningLabel.text = warningMessage
            self?.signUpButton.isEnabled = buttonEnabled
            self?.signUpButton.alpha = buttonAlpha
        }

        signUpVM.isLoadingViewHidden.bindTo(loadingIndicator.bnd_hidden)
        signUpVM.isLoadingViewAnimate.bindTo(loadingIndicator.bnd_animating)

        signUpButton.bnd_controlEvent.filter { $0 == .touchUpInside }.observe { [weak self] _ -> Void in
            self?.signUpVM.signUp()
        }

        signUpVM.finishSignUp.ignoreNil().observe { [weak self] (email, password) -> Void in
            let alertController = UIAlertController(title: "メッセージ", message: "loginID:\(email)\npassword:\(password)", preferredStyle: .alert)
            let action = UIAlertAction(title: "OK", style: .default, handler: nil)
            alertController.addAction(action)
            self?.navigationController?.present(alertController, animated: true, completion: nil)
        }

    }

}
