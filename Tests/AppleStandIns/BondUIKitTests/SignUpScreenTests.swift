// The practical-samples article's sign-up screen (SignUpVM and SignUpViewController as
// printed), driven as a user would on the stand-in UIKit: what the user types and flips, what
// the labels, the button and the indicator show, and the alert after the simulated request.
import Testing
import UIKit
@testable import BondSeedsUIKit

@MainActor
@Suite struct SignUpScreenTests {
  static let mismatchWarning = "パスワードと確認パスワードが一致していません"
  static let termsWarning = "規約に同意してください"

  @Test func anEmptyFormShowsNoWarningAndADisabledButton() {
    let storyboard = SignUpStoryboard()
    #expect(storyboard.warningLabel.text == "")
    #expect(!storyboard.signUpButton.isEnabled)
    #expect(storyboard.signUpButton.alpha == 0.5)
    #expect(storyboard.loadingIndicator.isHidden)
    #expect(!storyboard.loadingIndicator.isAnimating)
    #expect(!storyboard.agreementSwitch.isOn)
  }

  @Test func typingInEachFieldAndFlippingTheSwitchReachTheViewModel() {
    let storyboard = SignUpStoryboard()
    let model = storyboard.screen.signUpVM
    storyboard.loginIDTextField.userTypes("kizuna")
    storyboard.passwordTextField.userTypes("secret")
    storyboard.passwordConfirmationTextField.userTypes("secreT")
    storyboard.agreementSwitch.userFlips()
    #expect(model.loginID.value == "kizuna")
    #expect(model.password.value == "secret")
    #expect(model.passwordConfirmation.value == "secreT")
    #expect(model.isAgreement.value)
    // And back: the view model's values reach the views.
    model.loginID.value = "bond"
    model.isAgreement.value = false
    #expect(storyboard.loginIDTextField.text == "bond")
    #expect(!storyboard.agreementSwitch.isOn)
  }

  @Test func theWarningAndTheButtonFollowTheForm() {
    let storyboard = SignUpStoryboard()
    storyboard.loginIDTextField.userTypes("kizuna")
    storyboard.passwordTextField.userTypes("secret")
    #expect(storyboard.warningLabel.text == "")  // the confirmation is still empty
    storyboard.passwordConfirmationTextField.userTypes("secreT")
    #expect(storyboard.warningLabel.text == Self.mismatchWarning)
    #expect(!storyboard.signUpButton.isEnabled)
    #expect(storyboard.signUpButton.alpha == 0.5)
    storyboard.passwordConfirmationTextField.userTypes("secret")
    #expect(storyboard.warningLabel.text == Self.termsWarning)
    #expect(!storyboard.signUpButton.isEnabled)
    storyboard.agreementSwitch.userFlips()
    #expect(storyboard.warningLabel.text == "")
    #expect(storyboard.signUpButton.isEnabled)
    #expect(storyboard.signUpButton.alpha == 1.0)
    storyboard.loginIDTextField.userTypes("")
    #expect(!storyboard.signUpButton.isEnabled)
    #expect(storyboard.signUpButton.alpha == 0.5)
    #expect(storyboard.warningLabel.text == "")
  }

  @Test func tappingSignUpShowsTheIndicatorThenTheFinishAlert() async throws {
    let storyboard = SignUpStoryboard()
    storyboard.loginIDTextField.userTypes("kizuna")
    storyboard.passwordTextField.userTypes("secret")
    storyboard.passwordConfirmationTextField.userTypes("secret")
    storyboard.agreementSwitch.userFlips()
    storyboard.signUpButton.userTaps()
    #expect(storyboard.loadingIndicator.isAnimating)
    #expect(!storyboard.loadingIndicator.isHidden)
    #expect(!storyboard.signUpButton.isEnabled)  // no second request while one runs
    #expect(storyboard.signUpButton.alpha == 0.5)
    #expect(storyboard.navigation.presentedViewController == nil)
    // The view model finishes after its one-second delay, on the main queue.
    let model = storyboard.screen.signUpVM
    _ = await firstEvent(of: model.requestState) { $0 == .Finish }
    let alert = try #require(storyboard.navigation.presentedViewController as? UIAlertController)
    #expect(alert.title == "メッセージ")
    #expect(alert.message == "loginID:kizuna\npassword:secret")
    #expect(alert.preferredStyle == .alert)
    #expect(alert.actions.map(\.title) == ["OK"])
    #expect(!storyboard.loadingIndicator.isAnimating)
    #expect(storyboard.loadingIndicator.isHidden)
    #expect(storyboard.signUpButton.isEnabled)
  }

  @Test func theArticlesBindToFormShowsTheSameStateInfo() {
    let storyboard = SignUpStoryboard(bindTo: true)
    let model = storyboard.screen.signUpVM
    #expect(storyboard.warningLabel.text == "")
    #expect(!storyboard.signUpButton.isEnabled)
    model.loginID.value = "kizuna"
    model.password.value = "secret"
    model.passwordConfirmation.value = "other"
    #expect(storyboard.warningLabel.text == Self.mismatchWarning)
    #expect(storyboard.signUpButton.alpha == 0.5)
    model.passwordConfirmation.value = "secret"
    model.isAgreement.value = true
    #expect(storyboard.warningLabel.text == "")
    #expect(storyboard.signUpButton.isEnabled)
    #expect(storyboard.signUpButton.alpha == 1.0)
  }

  @Test func theScreenIsReleasedWhenItGoesAway() {
    weak var screen: SignUpViewController?
    weak var model: SignUpVM?
    do {
      let storyboard = SignUpStoryboard()
      screen = storyboard.screen
      model = storyboard.screen.signUpVM
      storyboard.loginIDTextField.userTypes("kizuna")
    }
    #expect(screen == nil)
    #expect(model == nil)
  }
}
