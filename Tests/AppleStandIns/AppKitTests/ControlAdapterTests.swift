// KizunaAppKit's control adapters driven as a user drives them on the stand-in AppKit: the
// control takes the user's change, then sends its action message (the stand-in's `simulate...`
// helpers, through `sendAction(_:to:)`, as AppKit's mouse tracking does), and the bound
// observable receives the control's value. Values the app sets go into the control without an
// action message (AppKit sends one only on user interaction) and are not echoed back as edits.
@_spi(StandIn) import AppKit
import Foundation
import Kizuna
import KizunaAppKit
import KizunaTestSupport
import ObjectiveC
import Testing

/// The app's own action target, wired as Interface Builder would: it counts the action
/// messages the control sends, so a test can tell a user's change (one message) from a value
/// set in code (none).
@MainActor
final class ActionCounter: @MainActor StandInMessageReceiver {
  static let selector = Selector("controlChanged:")
  private(set) var messages = 0

  /// Becomes `control`'s target and action.
  init(of control: NSControl) {
    control.target = self
    control.action = Self.selector
  }

  func receiveMessage(_ selector: Selector, with argument: Any?) -> Bool {
    guard selector == Self.selector else { return false }
    messages += 1
    return true
  }
}

typealias Recorder<Value: Sendable> = EventRecorder<Value, Never>

/// What an observable sends once observed (its current value first).
@MainActor
func record<Value>(_ observable: Observable<Value>, in bag: DisposeBag) -> Recorder<Value> {
  let recorder = Recorder<Value>()
  observable.observe(with: recorder.record).dispose(in: bag)
  return recorder
}

@MainActor
@Suite struct ControlAdapterTests {
  let bag = DisposeBag()

  @Test func aButtonsClicksAreTapsAndADisabledButtonSendsNone() async {
    let button = NSButton(title: "Sign up", target: nil, action: nil)
    let app = ActionCounter(of: button)
    let taps = EventRecorder<Void, Never>()
    button.reactive.tap.observe(with: taps.record).dispose(in: bag)
    let canSignUp = Observable(false)
    canSignUp.bind(to: button.reactive.isEnabled).dispose(in: bag)
    await flushMainActor()
    #expect(!button.isEnabled)
    button.simulateClick()  // disabled: AppKit sends nothing
    #expect(taps.values.isEmpty && app.messages == 0)
    canSignUp.value = true
    await flushMainActor()
    #expect(button.isEnabled)
    button.simulateClick()
    button.simulateClick()
    #expect(taps.values.count == 2)
    #expect(app.messages == 2, "the app's own action no longer reaches its target")
    canSignUp.value = false  // enabling in code is no click
    await flushMainActor()
    #expect(!button.isEnabled && taps.values.count == 2 && app.messages == 2)
  }

  @Test func aCheckboxShowsTheModelAndReportsTheUsersClicks() async {
    let checkbox = NSButton(checkboxWithTitle: "I accept the terms", target: nil, action: nil)
    let app = ActionCounter(of: checkbox)
    let accepts = Observable(true)
    accepts.bidirectionalBind(to: checkbox.reactive.isOn).dispose(in: bag)
    let sent = record(accepts, in: bag)
    await flushMainActor()
    #expect(checkbox.state == .on)
    checkbox.simulateClick()
    #expect(checkbox.state == .off && accepts.value == false)
    checkbox.simulateClick()
    #expect(checkbox.state == .on && accepts.value == true)
    #expect(app.messages == 2)
    accepts.value = false
    await flushMainActor()
    #expect(checkbox.state == .off)
    #expect(app.messages == 2, "a value set in code sent an action")
    #expect(sent.values == [true, false, true, false], "a value set in code came back")
  }

  @Test func aSwitchShowsTheModelAndReportsTheUsersFlips() async {
    let toggle = NSSwitch()
    let app = ActionCounter(of: toggle)
    let newsletter = Observable(false)
    newsletter.bidirectionalBind(to: toggle.reactive.isOn).dispose(in: bag)
    let sent = record(newsletter, in: bag)
    await flushMainActor()
    #expect(toggle.state == .off)
    toggle.simulateClick()
    #expect(toggle.state == .on && newsletter.value == true && app.messages == 1)
    newsletter.value = false
    await flushMainActor()
    #expect(toggle.state == .off && app.messages == 1)
    toggle.isEnabled = false
    toggle.simulateClick()  // disabled: the switch does not move
    #expect(toggle.state == .off && app.messages == 1)
    #expect(sent.values == [false, true, false])
  }

  @Test func aSliderShowsTheModelAndReportsTheUsersDrag() async {
    let slider = NSSlider()
    let app = ActionCounter(of: slider)
    let volume = Observable(0.25)
    volume.bidirectionalBind(to: slider.reactive.doubleValue).dispose(in: bag)
    let sent = record(volume, in: bag)
    await flushMainActor()
    #expect(slider.doubleValue == 0.25)
    slider.simulateDrag(to: 0.75)
    #expect(volume.value == 0.75 && app.messages == 1)
    slider.simulateDrag(to: 3)  // past the end: the slider stops at its maxValue
    #expect(volume.value == 1)
    volume.value = 0.5
    await flushMainActor()
    #expect(slider.doubleValue == 0.5)
    #expect(app.messages == 2, "a value set in code sent an action")
    #expect(sent.values == [0.25, 0.75, 1, 0.5])
  }

  @Test func aSegmentedControlShowsTheModelAndReportsTheUsersChoice() async {
    let control = NSSegmentedControl()
    control.segmentCount = 3
    let app = ActionCounter(of: control)
    let role = Observable(1)
    role.bidirectionalBind(to: control.reactive.selectedSegment).dispose(in: bag)
    let sent = record(role, in: bag)
    await flushMainActor()
    #expect(control.selectedSegment == 1)
    control.simulateClick(segment: 2)
    #expect(role.value == 2 && app.messages == 1)
    role.value = 0
    await flushMainActor()
    #expect(control.selectedSegment == 0 && app.messages == 1)
    #expect(sent.values == [1, 2, 0])
  }

  @Test func aPopUpButtonShowsTheModelAndReportsTheUsersChoice() async {
    let popUp = NSPopUpButton(frame: .zero, pullsDown: false)
    popUp.addItems(withTitles: ["Free", "Pro", "Team"])
    let app = ActionCounter(of: popUp)
    let plan = Observable(2)
    plan.bidirectionalBind(to: popUp.reactive.indexOfSelectedItem).dispose(in: bag)
    let sent = record(plan, in: bag)
    await flushMainActor()
    #expect(popUp.indexOfSelectedItem == 2)
    popUp.simulateChoose(itemAt: 1)
    #expect(plan.value == 1 && app.messages == 1)
    plan.value = 0
    await flushMainActor()
    #expect(popUp.indexOfSelectedItem == 0 && app.messages == 1)
    #expect(sent.values == [2, 1, 0])
  }

  @Test func aControlPropertyOfTheAppsOwnReportsTheUsersChange() async {
    // The doc comment's recipe, for a value KizunaAppKit does not provide: a slider's percent.
    let slider = NSSlider()
    slider.maxValue = 100
    let app = ActionCounter(of: slider)
    let rounded = slider.reactive.controlProperty(
      "roundedValue", get: { Int($0.doubleValue.rounded()) }, set: { $0.doubleValue = Double($1) })
    let percent = Observable(40)
    percent.bidirectionalBind(to: rounded).dispose(in: bag)
    let sent = record(percent, in: bag)
    await flushMainActor()
    #expect(slider.doubleValue == 40)
    slider.simulateDrag(to: 61.6)
    #expect(percent.value == 62 && app.messages == 1)
    percent.value = 10
    await flushMainActor()
    #expect(slider.doubleValue == 10 && app.messages == 1)
    #expect(sent.values == [40, 62, 10])
    // The control keeps the property under its key: the same one each time.
    let again = slider.reactive.controlProperty(
      "roundedValue", get: { Int($0.doubleValue) }, set: { $0.doubleValue = Double($1) })
    #expect(again === rounded)
  }

  @Test func aTextFieldShowsTheModelAndReportsWhatTheUserTypes() async {
    let field = NSTextField(string: "")
    let app = ActionCounter(of: field)
    let loginID = Observable("ann")
    loginID.bidirectionalBind(to: field.reactive.stringValue).dispose(in: bag)
    let sent = record(loginID, in: bag)
    await flushMainActor()
    #expect(field.stringValue == "ann")
    await userTypes("anna", into: field)
    #expect(loginID.value == "anna")
    loginID.value = "bob"
    await flushMainActor()
    #expect(field.stringValue == "bob")
    #expect(sent.values == ["ann", "anna", "bob"], "a value set in code came back as an edit")
    #expect(app.messages == 0, "typing or a value set in code sent the field's action")
  }

  @Test func aLabelShowsTheModelsText() async {
    let label = NSTextField(labelWithString: "")
    let warning = Observable<String?>("Too short")
    warning.bind(to: label.reactive.text).dispose(in: bag)
    await flushMainActor()
    #expect(label.stringValue == "Too short")
    warning.value = nil
    await flushMainActor()
    #expect(label.stringValue == "")
    let title = Observable("Sign up")  // a String signal binds too
    title.bind(to: label.reactive.text).dispose(in: bag)
    await flushMainActor()
    #expect(label.stringValue == "Sign up")
  }

  @Test func viewsAndIndicatorsShowWhatIsBound() async {
    let spinner = RecordingProgressIndicator()
    let bar = NSProgressIndicator()
    bar.isIndeterminate = false
    let view = NSView()
    let isSigningUp = Observable(false)
    let progress = Observable(0.1)
    isSigningUp.bind(to: spinner.reactive.isAnimating).dispose(in: bag)
    isSigningUp.map { !$0 }.bind(to: spinner.reactive.isHidden).dispose(in: bag)
    isSigningUp.map { $0 ? CGFloat(0.5) : 1 }.bind(to: view.reactive.alphaValue).dispose(in: bag)
    progress.bind(to: bar.reactive.doubleValue).dispose(in: bag)
    await flushMainActor()
    #expect(spinner.animations == [false] && spinner.isHidden)
    #expect(view.alphaValue == 1 && bar.doubleValue == 0.1)
    isSigningUp.value = true
    progress.value = 0.9
    await flushMainActor()
    #expect(spinner.animations == [false, true] && !spinner.isHidden)
    #expect(view.alphaValue == 0.5 && bar.doubleValue == 0.9)
    isSigningUp.value = false
    await flushMainActor()
    #expect(spinner.animations == [false, true, false] && spinner.isHidden)
    #expect(view.alphaValue == 1)
  }
}

/// A progress indicator that records each start (`true`) and stop (`false`) of its animation,
/// which AppKit shows but does not report.
@MainActor
final class RecordingProgressIndicator: NSProgressIndicator {
  private(set) var animations: [Bool] = []

  override func startAnimation(_ sender: Any?) {
    super.startAnimation(sender)
    animations.append(true)
  }

  override func stopAnimation(_ sender: Any?) {
    super.stopAnimation(sender)
    animations.append(false)
  }
}

/// The user types into `field` until it shows `text`: the field's text changes and it posts
/// `NSControl.textDidChangeNotification`.
///
/// AppKit posts it on the main thread and a `queue: .main` observer runs at once. On Linux,
/// Foundation's post waits for an operation it adds to the main queue whenever the poster is
/// not on that queue, which the main actor's thread here is not; so the post comes from another
/// thread while the main actor is free to run the observer (as the UIKit tests' text view).
@MainActor
func userTypes(_ text: String, into field: NSTextField) async {
  field.stringValue = text
  let box = UncheckedSendable(field)
  let name = NSControl.textDidChangeNotification
  await Task.detached {
    NotificationCenter.default.post(name: name, object: box.value)
  }.value
  await flushMainActor()
}

/// Carries a main-actor object to another thread that only passes it along (as the
/// notification's object) and never touches it.
struct UncheckedSendable<Value>: @unchecked Sendable {
  // Safety: the value is read on the other thread only to be handed to NotificationCenter,
  // which compares it by identity; nothing calls into it there.
  let value: Value
  init(_ value: Value) { self.value = value }
}
