// swift-format-ignore-file
// (The seed article's code, laid out as printed.)
// Seed: ../shared/seeds/000_993d817e01ebdc35.txt and 003_f7372072f3e1ca04.txt: the three lines
// the article gives as the `bindTo` form of setupBind()'s `signUpViewStateInfo.observe { ... }`
// block ("the same meaning"), as printed, with no change. They are statements of setupBind()
// in the article; so that a test can run them, they are the body of a harness method,
// `bindStateInfoWithBindTo()` (its name and the extension around it are the harness's).
import UIKit

extension SignUpViewController {
    func bindStateInfoWithBindTo() {
        signUpVM.signUpViewStateInfo.map { $0.warningMessage }.bindTo(warningLabel.bnd_text)
        signUpVM.signUpViewStateInfo.map { $0.buttonAlpha }.bindTo(signUpButton.bnd_alpha)
        signUpVM.signUpViewStateInfo.map { $0.buttonEnabled }.bindTo(signUpButton.bnd_enabled)
    }
}
