// swift-format-ignore-file
// (The seed article's code, laid out as printed.)
// Seed: ../shared/seeds/004_5e6ae54d7ac9ff88.txt (a 2023 blog post on Swift Bond), the message
// composer screen of "Use Swift Bond": the class and its `//MARK: Use Bond` extension, as
// printed. (The post's first version, with delegate callbacks and target/action selectors, is
// not Bond code and is not ported.) Its class is named `ViewController`, like the table screen
// of the practical-samples article, so it is compiled as a module of its own,
// BondComposerUIKit. Changes, each forced by Swift or Swift 3's renaming:
// - `import Bond` is `import KizunaBond` and `import KizunaBondUIKit` (Bond v4 was one module
//   with its UIKit extensions);
// - `@IBOutlet` is left out (it needs Objective-C, which Swift on Linux has not); the outlets
//   stay `weak var x: T!` (the tests' harness connects them, as a storyboard would);
// - each `guard let a = x, b = y where cond` binds with its own `let` and a comma (SE-0099);
// - `.characters.count` is `.count` (String.characters is obsoleted in Swift 5);
// - `UIColor.blackColor()`/`redColor()` are `UIColor.black`/`.red`, `sendButton.enabled` is
//   `isEnabled`, `.Alert`/`.Default` are `.alert`/`.default`,
//   `presentViewController(_:animated:completion:)` is `present(_:animated:completion:)`
//   (Swift 3's UIKit names);
// - `func finishSendMessage(resultMessage: String)` is `(_ resultMessage: String)`: Swift 3
//   labels the first argument, and the post calls it without one;
// - `dispatch_time`/`dispatch_after(time, dispatch_get_main_queue())` is
//   `DispatchQueue.main.asyncAfter(deadline: .now() + delay)` (Swift 3's GCD renaming), so
//   `delay` is in seconds (1.5) instead of nanoseconds;
// - the post's Japanese comments are left out (the seeds' prose is not quoted into the
//   project); its alert messages, which the user reads, are kept.
import UIKit
import KizunaBond
import KizunaBondUIKit

class ViewController: UIViewController {

    enum RequestState {
        case None
        case Requesting
        case Success
        case Error
        
        func isRequesting() -> Bool {
            return self == .Requesting
        }
    }
    
    weak var destinationTextField: UITextField!
    weak var subjectTextField: UITextField!
    weak var messageTextView: UITextView!
    weak var characterLimitLabel: UILabel!
    weak var sendButton: UIButton!
    weak var requestIndicator: UIActivityIndicatorView!
    
    let requestState = Observable<RequestState>(.None)
    
    override func viewDidLoad() {
        super.viewDidLoad()
        bindUI()
    }


}


//MARK: Use Bond
extension ViewController {
    
    func bindUI() {
        
        let CharacterLimit = 30
        
        combineLatest(destinationTextField.bnd_text, subjectTextField.bnd_text, messageTextView.bnd_text, requestState).map { (destination, subject, message, reqState) -> (isEnabled: Bool, alpha: CGFloat) in
            
            let disableState: (Bool, CGFloat) = (false, 0.5)
            if reqState == .Requesting {
                return disableState
            }
            
            guard let destinationCount = destination?.count, let subjectCount = subject?.count, let messageCount = message?.count,
                destinationCount > 0 && subjectCount > 0 && (1...CharacterLimit) ~= messageCount else {
                    
                return disableState
                    
            }
            
            return (true, 1.0)
            
        }.observe { [unowned self] (isEnabled, alpha) -> Void in
            self.sendButton.isEnabled = isEnabled
            self.sendButton.alpha = alpha
        }
        
        messageTextView.bnd_text.map { message -> (count: String, color: UIColor) in
            
            let messageCount = message?.count ?? 0
            let diffCount = CharacterLimit - messageCount
            if diffCount >= 0 {
                return (diffCount.description, UIColor.black)
            }
            return (diffCount.description, UIColor.red)
            
        }.observe { [unowned self] (count, color) -> Void in
            
            self.characterLimitLabel.text = count
            self.characterLimitLabel.textColor = color
            
        }
        
        requestState.map { reqState -> Bool in
            return reqState == .Requesting
        }.bindTo(requestIndicator.bnd_animating)
        
        requestState.map { reqState -> Bool in
            return reqState != .Requesting
        }.bindTo(requestIndicator.bnd_hidden)
        
        requestState.filter { reqState -> Bool in
            return reqState == .Success
        }.observe { [unowned self] _ -> Void in
            self.finishSendMessage("送信成功しました")
        }
        
        requestState.filter { reqState -> Bool in
            return reqState == .Error
        }.observe { [unowned self] _ -> Void in
            self.finishSendMessage("送信失敗しました")
        }
        
        sendButton.bnd_tap.observe { [unowned self] _ -> Void in
            
            self.requestState.next(.Requesting)
            
            let delay = 1.5
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [unowned self] in
                if arc4random_uniform(2) == 0 {
                    self.requestState.next(.Success)
                    return
                }
                self.requestState.next(.Error)
            }
            
        }
        
    }
    
    func finishSendMessage(_ resultMessage: String) {
        let alert = UIAlertController(title: "", message: resultMessage, preferredStyle: .alert)
        let action = UIAlertAction(title: "OK", style: .default, handler: nil)
        alert.addAction(action)
        present(alert, animated: true, completion: nil)
    }
    
}
