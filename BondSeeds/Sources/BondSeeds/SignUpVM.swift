// swift-format-ignore-file
// (The seed article's code, laid out as printed.)
// Seed: ../shared/seeds/000_993d817e01ebdc35.txt and 003_f7372072f3e1ca04.txt ("Swift Bond
// practical samples"), the file the article captions SignUpVM.swift: its three code blocks (the
// RequestState enum, the properties, signUp()) in one class, as printed. Changes, each forced by
// Swift since Swift 2:
// - `import Bond` is `import KizunaBond` (the module that is Bond v4's API here);
// - each `guard let a = x, b = y where cond` binds with its own `let` and a comma instead of
//   `where` (SE-0099, Swift 3);
// - `dispatch_time`/`dispatch_after(time, dispatch_get_main_queue())` is
//   `DispatchQueue.main.asyncAfter(deadline: .now() + delay)` (Swift 3's GCD renaming), so
//   `delay` is in seconds (1.0) instead of nanoseconds (`1.0 * Double(NSEC_PER_SEC)`).
// Its home is the BondSeeds package (it needs no UIKit); scripts/check-apple-adapters.sh
// compiles this same file into the seeds' UIKit module too.
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
