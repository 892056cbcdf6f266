// swift-format-ignore-file
// (The seed article's code, laid out as printed.)
// The sign-up view model of the seed article "Swift Bond practical samples"
// (../shared/seeds/000_993d817e01ebdc35.txt), as printed, with only the changes Swift forces
// since Swift 2: `import Bond` is `import KizunaBond`; a `guard` binds each optional with its
// own `let` and a comma instead of `where` (SE-0099); `dispatch_after` is
// `DispatchQueue.main.asyncAfter` (Swift 3's renaming of GCD).
import Foundation
import KizunaBond

class SignUpVM {
  enum RequestState {
    case None
    case Requesting
    case Finish
  }

  let requestState = Observable<RequestState>(.None)
  let loginID = Observable<String?>("")
  let password = Observable<String?>("")
  let passwordConfirmation = Observable<String?>("")
  let isAgreement = Observable<Bool>(false)

  var isLoadingViewAnimate: EventProducer<Bool> {
    return requestState.map { $0 == .Requesting }
  }

  var isLoadingViewHidden: EventProducer<Bool> {
    return requestState.map { $0 != .Requesting }
  }

  var signUpViewStateInfo: EventProducer<(buttonEnabled: Bool, buttonAlpha: CGFloat, warningMessage: String)> {
    return combineLatest(requestState, loginID, password, passwordConfirmation, isAgreement).map { (reqState, loginID, password, passwordConfirmation, isAgreement) in
      guard let loginID = loginID, let password = password, let passwordConfirmation = passwordConfirmation, reqState != .Requesting else {
        return (false, 0.5, "")
      }
      if loginID.isEmpty || password.isEmpty || passwordConfirmation.isEmpty {
        return (false, 0.5, "")
      }
      guard password == passwordConfirmation else {
        return (false, 0.5, "パスワードと確認パスワードが一致していません")
      }
      guard isAgreement else {
        return (false, 0.5, "規約に同意してください")
      }
      return (true, 1.0, "")
    }
  }

  var finishSignUp: EventProducer<(email: String, password: String)?> {
    return requestState.map { [weak self] reqState in
      guard let email = self?.loginID.value, let password = self?.password.value, reqState == .Finish else {
        return nil
      }
      return (email, password)
    }
  }

  func signUp() {
    requestState.next(.Requesting)
    let delay = 1.0
    DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [unowned self] in
      self.requestState.next(.Finish)
    }
  }
}
