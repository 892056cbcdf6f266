// Every `bnd_*` member of Bond v4's OS X extensions, driven as a user would on the stand-in
// AppKit: values set into the observables show in the views; typing, Return and clicks (the
// only ways a stand-in control sends its action, as in AppKit) come out of them.
@_spi(StandIn) import AppKit
import KizunaAppKit
import KizunaBond
import KizunaBondAppKit
import KizunaTestSupport
import Testing

/// What an observable sends after it is observed (its current value first).
@MainActor
private func record<Value>(_ observable: Observable<Value>) -> () -> [Value] {
  var values: [Value] = []
  observable.observe { values.append($0) }
  return { values }
}

@Suite @MainActor struct BondAppKitMemberTests {
  @Test func appearanceIsSetByTheObservableOnly() {
    let view = NSView()
    view.appearance = NSAppearance(named: .vibrantLight)
    let driver = Observable<NSAppearance?>(NSAppearance(named: .vibrantDark))
    driver.bindTo(view.bnd_appearance)
    #expect(view.appearance?.name == .vibrantDark)
    driver.value = nil
    #expect(view.appearance == nil)
    // One-way, as in Bond v4: the observable keeps what it was last sent.
    view.appearance = NSAppearance(named: .aqua)
    #expect(view.bnd_appearance.value == nil)
  }

  @Test func buttonStateFollowsTheObservableAndAClickIsAnEvent() {
    let button = NSButton(checkboxWithTitle: "Terms", target: nil, action: nil)
    let state = Observable<NSControl.StateValue>(.on)
    state.bindTo(button.bnd_state)
    #expect(button.state == .on)
    var clicks: [Int] = []
    button.bnd_controlEvent.observeNew { clicks.append(($0 as? NSNumber)?.intValue ?? -9) }
    button.performClick(nil)  // a click on a checkbox: on goes to off, then the action
    #expect(button.state == .off)
    #expect(clicks == [0])  // the button's value, its state after the click
    state.value = .on
    #expect(button.state == .on)
    #expect(clicks == [0])  // a value set in code sends no action
    button.performClick(nil)
    #expect(button.state == .off)
    #expect(clicks == [0, 0])
    state.value = .off
    button.performClick(nil)
    #expect(button.state == .on)
    #expect(clicks == [0, 0, 1])
  }

  @Test func colorWellImageViewMenuItemAndStatusBarButtonFollowTheirObservables() {
    let well = NSColorWell(frame: .zero)
    let color = Observable(NSColor.cyan)
    color.bindTo(well.bnd_color)
    #expect(well.color == .cyan)
    color.value = .yellow
    #expect(well.color == .yellow)

    let imageView = NSImageView(frame: .zero)
    let image = NSImage()
    imageView.image = image
    #expect(imageView.bnd_image.value === image)
    imageView.bnd_image.value = nil
    #expect(imageView.image == nil)
    imageView.bnd_image.value = image
    #expect(imageView.image === image)

    let item = NSMenuItem()
    let enabled = Observable(false)
    enabled.bindTo(item.bnd_enabled)
    Observable<NSControl.StateValue>(.mixed).bindTo(item.bnd_state)
    #expect(!item.isEnabled && item.state == .mixed)
    enabled.value = true
    #expect(item.isEnabled)

    let statusButton = NSStatusBarButton()
    let offline = Observable(true)
    offline.bindTo(statusButton.bnd_appearsDisabled)
    #expect(statusButton.appearsDisabled)
    offline.value = false
    #expect(!statusButton.appearsDisabled)
  }

  @Test func aDisabledControlSendsNoAction() {
    let button = NSButton(title: "Sign up", target: nil, action: nil)
    let canSignUp = Observable(false)
    canSignUp.bindTo(button.bnd_enabled)
    var taps = 0
    button.bnd_controlEvent.observeNew { _ in taps += 1 }
    button.performClick(nil)
    #expect(!button.isEnabled && taps == 0)
    canSignUp.value = true
    button.performClick(nil)
    #expect(button.isEnabled && taps == 1)
  }

  @Test func controlEventSharesTheTargetWithKizunaAppKit() {
    let button = NSButton(title: "OK", target: nil, action: nil)
    var bondTaps = 0
    let kizunaTaps = EventRecorder<Void, Never>()
    button.bnd_controlEvent.observeNew { _ in bondTaps += 1 }
    let subscription = button.reactive.action.observe(with: kizunaTaps.record)
    button.performClick(nil)
    #expect(bondTaps == 1 && kizunaTaps.values.count == 1)
    subscription.dispose()
    button.performClick(nil)
    #expect(bondTaps == 2 && kizunaTaps.values.count == 1)
  }

  @Test func textFieldSendsWhatTheUserTypesAndShowsWhatIsSet() {
    let field = NSTextField(string: "Goodbye")
    let sent = record(field.bnd_text)
    field.simulateTyping("H")
    field.simulateTyping("Hi")
    #expect(sent() == ["Goodbye", "H", "Hi"])
    field.simulateReturnKey()  // the same text: not sent again
    #expect(sent() == ["Goodbye", "H", "Hi"])
    field.bnd_text.value = "Welcome"
    #expect(field.stringValue == "Welcome")
    #expect(sent() == ["Goodbye", "H", "Hi", "Welcome"])  // shown, not echoed as an edit
    // A change that reaches the field without an edit (a formatter, code) is sent at Return,
    // as Bond v4 sent it.
    field.stringValue = "Welcome!"
    field.simulateReturnKey()
    #expect(sent().last == "Welcome!")
  }

  @Test func textFieldAndViewModelStayEqualBothWays() {
    let name = Observable("Ann")
    let field = NSTextField(string: "")
    name.bidirectionalBindTo(field.bnd_text)
    #expect(field.stringValue == "Ann")
    field.simulateTyping("Bob")
    #expect(name.value == "Bob")
    name.value = "Cy"
    #expect(field.stringValue == "Cy")
  }

  @Test func textViewSendsWhatTheUserTypesAndShowsWhatIsSet() {
    let textView = NSTextView(frame: .zero)
    let message = Observable("Hello")
    message.bidirectionalBindTo(textView.bnd_string)
    #expect(textView.string == "Hello")
    textView.insertText(", world", replacementRange: NSRange(location: NSNotFound, length: 0))
    #expect(message.value == "Hello, world")
    textView.insertText("Hi", replacementRange: NSRange(location: 0, length: 5))
    #expect(message.value == "Hi, world")
    message.value = "Bye"
    #expect(textView.string == "Bye")
  }

  @Test func bagEndsItsBindingsWithTheObjectAndCanBeEmptied() {
    let source = Observable("a")
    weak var weakField: NSTextField?
    var shown: [String] = []
    do {
      let field = NSTextField(string: "")
      weakField = field
      source.observe { shown.append($0) }.disposeIn(field.bnd_bag)
      source.bindTo(field.bnd_text)
      source.value = "b"
      field.bnd_bag.dispose()  // a reused cell view: the bag stays usable
      source.value = "c"
      source.observe { shown.append("again " + $0) }.disposeIn(field.bnd_bag)
      #expect(field.stringValue == "c")
    }
    #expect(weakField == nil)  // the bindings into it do not keep it alive
    source.value = "d"
    #expect(shown == ["a", "b", "again c"])
  }

  @Test func associatedObservablesAreKeptPerObjectAndKey() {
    let first = NSTextField(string: "")
    let second = NSTextField(string: "")
    #expect(first.bnd_text === first.bnd_text)
    #expect(first.bnd_text !== second.bnd_text)
    #expect(first.bnd_enabled === first.bnd_enabled)
    var shown: [Double] = []
    let level = first.bnd_associatedObservableForValueForKey("level", initial: 1.0) {
      shown.append($0)
    }
    #expect(level === first.bnd_associatedObservableForValueForKey("level", initial: 5.0) { _ in })
    level.value = 2
    #expect(level.value == 2 && shown == [2])
  }
}
