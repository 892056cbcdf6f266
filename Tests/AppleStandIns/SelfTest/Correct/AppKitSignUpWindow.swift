// A macOS sign-up window controller wired with every AppKit adapter, and a table of the
// accounts made: it must compile.
import AppKit
import Kizuna
import KizunaAppKit

final class AppKitSignUpModel: Sendable {
  let loginID = Observable("")
  let password = Observable("")
  let acceptsTerms = Observable(false)
  let newsletter = Observable(true)
  let age = Observable(30.0)
  let plan = Observable(0)
  let role = Observable(0)
  let isSigningUp = Observable(false)
  let progress = Observable(0.0)
  let accounts = MutableObservableArray<String>([])

  var canSignUp: Signal<Bool, Never> {
    combineLatest(loginID, password, acceptsTerms, isSigningUp)
      .map { id, password, terms, busy in !id.isEmpty && !password.isEmpty && terms && !busy }
  }

  var warning: Signal<String?, Never> {
    password.map { $0.count < 8 ? "At least 8 characters" : nil }
  }
}

final class AppKitSignUpWindowController: NSWindowController {
  let loginField = NSTextField(string: "")
  let passwordField = NSTextField(string: "")
  let warningLabel = NSTextField(labelWithString: "")
  let termsCheckbox = NSButton(checkboxWithTitle: "I accept the terms", target: nil, action: nil)
  let newsletterSwitch = NSSwitch()
  let ageSlider = NSSlider()
  let planPopUp = NSPopUpButton(frame: .zero, pullsDown: false)
  let roleControl = NSSegmentedControl()
  let signUpButton = NSButton(title: "Sign Up", target: nil, action: nil)
  let spinner = NSProgressIndicator()
  let progressBar = NSProgressIndicator()
  let accountsTable = NSTableView(frame: .zero)
  let model = AppKitSignUpModel()

  init() { super.init(window: NSWindow()) }
  required init?(coder: NSCoder) { nil }

  override func windowDidLoad() {
    super.windowDidLoad()
    let bag = reactive.bag
    let model = self.model

    model.loginID.bidirectionalBind(to: loginField.reactive.stringValue).dispose(in: bag)
    model.password.bidirectionalBind(to: passwordField.reactive.stringValue).dispose(in: bag)
    model.warning.bind(to: warningLabel.reactive.text).dispose(in: bag)
    model.loginID.bind(to: warningLabel.reactive.text).dispose(in: bag)
    model.acceptsTerms.bidirectionalBind(to: termsCheckbox.reactive.isOn).dispose(in: bag)
    model.newsletter.bidirectionalBind(to: newsletterSwitch.reactive.isOn).dispose(in: bag)
    model.age.bidirectionalBind(to: ageSlider.reactive.doubleValue).dispose(in: bag)
    planPopUp.addItems(withTitles: ["Free", "Pro"])
    model.plan.bidirectionalBind(to: planPopUp.reactive.indexOfSelectedItem).dispose(in: bag)
    model.role.bidirectionalBind(to: roleControl.reactive.selectedSegment).dispose(in: bag)
    model.canSignUp.bind(to: signUpButton.reactive.isEnabled).dispose(in: bag)
    model.canSignUp.map { $0 ? 1.0 : 0.5 }.bind(to: signUpButton.reactive.alphaValue)
      .dispose(in: bag)
    model.isSigningUp.bind(to: spinner.reactive.isAnimating).dispose(in: bag)
    model.isSigningUp.map { !$0 }.bind(to: spinner.reactive.isHidden).dispose(in: bag)
    model.progress.bind(to: progressBar.reactive.doubleValue).dispose(in: bag)
    signUpButton.reactive.tap.observeNext { model.isSigningUp.value = true }.dispose(in: bag)
    ageSlider.reactive.action.observeNext { print("age changed") }.dispose(in: bag)

    accountsTable.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("ID")))
    let binding = NSTableViewBinding<String>(tableView: accountsTable) { _, _, account in
      NSTextField(labelWithString: account)
    }
    binding.bind(model.accounts).dispose(in: bag)
  }
}
