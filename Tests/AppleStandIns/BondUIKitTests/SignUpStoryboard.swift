// Harness, not the articles' code: what the sign-up screen's storyboard and view controller
// life cycle do, which the article does not print. The storyboard makes the views the
// controller's outlets point to (its view hierarchy keeps them alive: the outlets are weak),
// puts the controller in a navigation controller (the finish alert is presented by
// `navigationController`), and viewDidLoad calls the article's private setupBind(): reached
// here with a private import of its file.
@_private(sourceFile: "SignUpViewController.swift") import BondSeedsUIKit
import UIKit

@MainActor
final class SignUpStoryboard {
  let screen = SignUpViewController()
  let navigation: UINavigationController
  let warningLabel = UILabel()
  let loginIDTextField = UITextField()
  let passwordTextField = UITextField()
  let passwordConfirmationTextField = UITextField()
  let agreementSwitch = UISwitch()
  let signUpButton = UIButton()
  let loadingIndicator = UIActivityIndicatorView()

  /// Loads the screen; `bindTo` runs the article's `bindTo` form of the state-info block
  /// instead of setupBind().
  init(bindTo: Bool = false) {
    navigation = UINavigationController(rootViewController: screen)
    for field in [loginIDTextField, passwordTextField, passwordConfirmationTextField] {
      field.text = ""  // a storyboard's empty text field
    }
    screen.warningLabel = warningLabel
    screen.loginIDTextField = loginIDTextField
    screen.passwordTextField = passwordTextField
    screen.passwordConfirmationTextField = passwordConfirmationTextField
    screen.agreementSwitch = agreementSwitch
    screen.signUpButton = signUpButton
    screen.loadingIndicator = loadingIndicator
    if bindTo {
      screen.bindStateInfoWithBindTo()
    } else {
      screen.setupBind()
    }
  }
}
