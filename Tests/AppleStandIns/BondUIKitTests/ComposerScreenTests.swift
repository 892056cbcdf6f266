// The 2023 post's message composer (its Bond v4 ViewController as printed), driven as a user
// would on the stand-in UIKit, and compared with KizunaExamples' MessageComposerViewModel: the
// same texts give the same button state and counter.
import Kizuna
import KizunaExamples
import KizunaTestSupport
import Testing
import UIKit
@testable import BondComposerUIKit

/// Harness, not the post's code: the storyboard's views behind the composer's weak outlets
/// (the storyboard's view hierarchy keeps them), then viewDidLoad, which the post prints.
@MainActor
final class ComposerStoryboard {
  let screen = ViewController()
  let destinationTextField = UITextField()
  let subjectTextField = UITextField()
  let messageTextView = UITextView()
  let characterLimitLabel = UILabel()
  let sendButton = UIButton()
  let requestIndicator = UIActivityIndicatorView()

  init() {
    destinationTextField.text = ""
    subjectTextField.text = ""
    messageTextView.text = ""
    screen.destinationTextField = destinationTextField
    screen.subjectTextField = subjectTextField
    screen.messageTextView = messageTextView
    screen.characterLimitLabel = characterLimitLabel
    screen.sendButton = sendButton
    screen.requestIndicator = requestIndicator
    screen.viewDidLoad()
  }
}

@MainActor
@Suite struct ComposerScreenTests {
  static let messages = [
    "", "hi", String(repeating: "x", count: 30), String(repeating: "x", count: 31),
  ]

  /// The latest value a Kizuna signal replays now.
  func latest<Element: Sendable>(_ signal: some SignalProtocol<Element, Never>) -> Element? {
    let recorder = EventRecorder<Element, Never>()
    signal.observeNext { recorder.record(.next($0)) }.dispose()
    return recorder.values.last
  }

  @Test(arguments: ["", "kizuna@example.com"], ["", "Hello"])
  func buttonAndCounterMatchTheKizunaVersion(destination: String, subject: String) {
    for message in Self.messages {
      let storyboard = ComposerStoryboard()
      let kizuna = KizunaExamples.MessageComposerViewModel(scheduler: TestScheduler())
      storyboard.destinationTextField.userTypes(destination)
      storyboard.subjectTextField.userTypes(subject)
      storyboard.messageTextView.userTypes(message)
      kizuna.destination.value = destination
      kizuna.subject.value = subject
      kizuna.message.value = message
      let enabled = latest(kizuna.isSendEnabled)
      #expect(storyboard.sendButton.isEnabled == enabled, "\(message.count) characters")
      #expect(storyboard.sendButton.alpha == (enabled == true ? 1.0 : 0.5))
      #expect(storyboard.characterLimitLabel.text == latest(kizuna.charactersLeft)?.description)
      let red = latest(kizuna.isCounterRed) == true
      #expect(storyboard.characterLimitLabel.textColor == (red ? UIColor.red : UIColor.black))
    }
  }

  @Test func theCounterCountsDownAsTheUserTypesAndTurnsRedPastThirty() {
    let storyboard = ComposerStoryboard()
    #expect(storyboard.characterLimitLabel.text == "30")
    storyboard.messageTextView.userTypes("Hello")
    #expect(storyboard.characterLimitLabel.text == "25")
    #expect(storyboard.characterLimitLabel.textColor == UIColor.black)
    storyboard.messageTextView.userTypes(String(repeating: "x", count: 32))
    #expect(storyboard.characterLimitLabel.text == "-2")
    #expect(storyboard.characterLimitLabel.textColor == UIColor.red)
  }

  @Test func sendingShowsTheIndicatorThenAnnouncesTheResult() async throws {
    let storyboard = ComposerStoryboard()
    storyboard.destinationTextField.userTypes("kizuna@example.com")
    storyboard.subjectTextField.userTypes("Hello")
    storyboard.messageTextView.userTypes("See you")
    #expect(storyboard.sendButton.isEnabled)
    #expect(storyboard.requestIndicator.isHidden)
    storyboard.sendButton.userTaps()
    #expect(storyboard.requestIndicator.isAnimating)
    #expect(!storyboard.requestIndicator.isHidden)
    #expect(!storyboard.sendButton.isEnabled)
    #expect(storyboard.sendButton.alpha == 0.5)
    #expect(storyboard.screen.presentedViewController == nil)
    // The post's simulated request ends after 1.5 seconds, on the main queue, at random.
    let result = await firstEvent(of: storyboard.screen.requestState) {
      $0 == .Success || $0 == .Error
    }
    let alert = try #require(storyboard.screen.presentedViewController as? UIAlertController)
    #expect(alert.message == (result == .Success ? "送信成功しました" : "送信失敗しました"))
    #expect(alert.actions.map(\.title) == ["OK"])
    #expect(!storyboard.requestIndicator.isAnimating)
    #expect(storyboard.requestIndicator.isHidden)
    #expect(storyboard.sendButton.isEnabled)
    // KizunaExamples' view model, told the same outcome, ends in the same state.
    let scheduler = TestScheduler()
    let kizuna = KizunaExamples.MessageComposerViewModel(scheduler: scheduler) { _ in
      result == .Success
    }
    kizuna.destination.value = "kizuna@example.com"
    kizuna.subject.value = "Hello"
    kizuna.message.value = "See you"
    kizuna.send()
    #expect(latest(kizuna.isSendEnabled) == false)
    #expect(kizuna.isSending.value)
    scheduler.advance(by: MessageComposerViewModel.requestDuration)
    #expect(kizuna.announcement.value.hasPrefix("Message sent") == (result == .Success))
    #expect(kizuna.isSending.value == storyboard.requestIndicator.isAnimating)
  }
}
