// Every `bnd_*` member of KizunaBondUIKit, driven as a user and an app would on the stand-in
// UIKit: what the view shows when a value is bound, what the observable receives when the
// user changes the control (the control takes the value, then sends the event UIKit sends),
// and that a user change is not written back into the control.
import Foundation
import KizunaBond
import KizunaBondUIKit
import Testing
import UIKit

/// A text field that counts how often its text is set: a user edit must not be set back.
private final class CountingTextField: UITextField {
  var textSets = 0
  override var text: String? {
    didSet { textSets += 1 }
  }
}

@MainActor
@Suite("bnd_* members (Bond v4 on UIKit)")
struct BondMemberTests {
  // MARK: One way: a bound value is shown

  /// Binds `values` in turn into `observable` and checks `read` after each.
  private func expectShows<Value: Equatable>(
    _ observable: Observable<Value>, through read: () -> Value, values: [Value],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let source = Observable(values[0])
    source.bindTo(observable)
    #expect(read() == values[0], sourceLocation: sourceLocation)
    for value in values.dropFirst() {
      source.value = value
      #expect(read() == value, sourceLocation: sourceLocation)
    }
  }

  @Test("views: alpha, background color, hidden, user interaction, tint color")
  func viewMembers() {
    let view = UIView()
    #expect(view.bnd_alpha.value == 1)
    expectShows(view.bnd_alpha, through: { view.alpha }, values: [0.25, 0.75])
    expectShows(view.bnd_backgroundColor, through: { view.backgroundColor }, values: [.red, nil])
    expectShows(view.bnd_hidden, through: { view.isHidden }, values: [true, false])
    expectShows(
      view.bnd_userInteractionEnabled, through: { view.isUserInteractionEnabled },
      values: [false, true])
    expectShows(view.bnd_tintColor, through: { view.tintColor }, values: [.blue, .green])
  }

  @Test("labels, image views, progress views, bar items, navigation bars and items")
  func displayMembers() {
    let label = UILabel()
    label.text = "initial"
    #expect(label.bnd_text.value == "initial")
    expectShows(label.bnd_text, through: { label.text }, values: ["a", nil, "b"])
    let attributed = NSAttributedString(string: "bold")
    expectShows(label.bnd_attributedText, through: { label.attributedText }, values: [attributed])
    expectShows(label.bnd_textColor, through: { label.textColor }, values: [.red, .blue])
    let imageView = UIImageView()
    let image = UIImage()
    expectShows(imageView.bnd_image, through: { imageView.image }, values: [image, nil])
    let progressView = UIProgressView()
    expectShows(progressView.bnd_progress, through: { progressView.progress }, values: [0.5, 1])
    let item = UIBarItem()
    expectShows(item.bnd_title, through: { item.title }, values: ["Save", nil])
    expectShows(item.bnd_image, through: { item.image }, values: [image])
    expectShows(item.bnd_enabled, through: { item.isEnabled }, values: [false, true])
    let bar = UINavigationBar()
    expectShows(bar.bnd_barTintColor, through: { bar.barTintColor }, values: [.red])
    let navigationItem = UINavigationItem(title: "Old")
    #expect(navigationItem.bnd_title.value == "Old")
    expectShows(navigationItem.bnd_title, through: { navigationItem.title }, values: ["New"])
  }

  @Test("buttons, controls, indicators, refresh controls, text colors")
  func controlDisplayMembers() {
    let button = UIButton()
    button.setTitle("Go", for: .normal)
    #expect(button.bnd_title.value == "Go")
    expectShows(button.bnd_title, through: { button.title(for: .normal) }, values: ["Stop"])
    expectShows(button.bnd_selected, through: { button.isSelected }, values: [true, false])
    expectShows(button.bnd_highlighted, through: { button.isHighlighted }, values: [true])
    expectShows(button.bnd_enabled, through: { button.isEnabled }, values: [false, true])
    let indicator = UIActivityIndicatorView()
    expectShows(indicator.bnd_animating, through: { indicator.isAnimating }, values: [true, false])
    let refresh = UIRefreshControl()
    expectShows(refresh.bnd_refreshing, through: { refresh.isRefreshing }, values: [true, false])
    let field = UITextField()
    expectShows(field.bnd_textColor, through: { field.textColor }, values: [.red])
    let textView = UITextView()
    expectShows(textView.bnd_textColor, through: { textView.textColor }, values: [.blue])
    let layer = CALayer()
    expectShows(layer.bnd_opacity, through: { layer.opacity }, values: [0.5])
    let color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    expectShows(layer.bnd_backgroundColor, through: { layer.backgroundColor }, values: [color])
    let cover = UIImage()
    layer.bnd_contents.value = cover
    #expect((layer.contents as AnyObject?) === cover)
    let constraint = NSLayoutConstraint(
      item: UIView(), attribute: .width, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 10)
    expectShows(constraint.bnd_active, through: { constraint.isActive }, values: [true, false])
  }

  // MARK: Two way: the user's changes reach the observable

  @Test("a text field: bound text is shown; typing reaches the observable and is not set back")
  func textField() {
    let field = CountingTextField()
    let model = Observable<String?>("typed by the app")
    model.bidirectionalBindTo(field.bnd_text)
    #expect(field.text == "typed by the app")
    field.text = "typed by the user"
    let sets = field.textSets
    field.sendActions(for: .editingChanged)
    #expect(model.value == "typed by the user")
    #expect(field.textSets == sets, "the user's text was set back into the field")
    let attributed = NSAttributedString(string: "rich")
    field.attributedText = attributed
    field.sendActions(for: .editingChanged)
    #expect(field.bnd_attributedText.value == attributed)
  }

  @Test("a text view: typing reaches the observable through textDidChangeNotification")
  func textView() {
    let textView = UITextView()
    let model = Observable<String?>("a")
    model.bidirectionalBindTo(textView.bnd_text)
    #expect(textView.text == "a")
    textView.text = "b"
    NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: textView)
    #expect(model.value == "b")
    let other = UITextView()
    other.text = "elsewhere"
    NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: other)
    #expect(model.value == "b", "another text view's edit reached this one's observable")
    let attributed = NSAttributedString(string: "rich")
    textView.attributedText = attributed
    NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: textView)
    #expect(textView.bnd_attributedText.value == attributed)
  }

  @Test("switches, sliders, segmented controls and date pickers, both ways")
  func valueControls() {
    let toggle = UISwitch()
    let isOn = Observable(true)
    isOn.bidirectionalBindTo(toggle.bnd_on)
    #expect(toggle.isOn)
    toggle.isOn = false
    toggle.sendActions(for: .valueChanged)
    #expect(isOn.value == false)

    let slider = UISlider()
    let level = Observable<Float>(0.3)
    level.bidirectionalBindTo(slider.bnd_value)
    #expect(slider.value == 0.3)
    slider.value = 0.8
    slider.sendActions(for: .valueChanged)
    #expect(level.value == 0.8)

    let segments = UISegmentedControl(items: ["A", "B", "C"])
    #expect(segments.bnd_selectedSegmentIndex.value == UISegmentedControl.noSegment)
    let index = Observable(1)
    index.bidirectionalBindTo(segments.bnd_selectedSegmentIndex)
    #expect(segments.selectedSegmentIndex == 1)
    segments.selectedSegmentIndex = 2
    segments.sendActions(for: .valueChanged)
    #expect(index.value == 2)

    let picker = UIDatePicker()
    let date = Observable(Date(timeIntervalSince1970: 100))
    date.bidirectionalBindTo(picker.bnd_date)
    #expect(picker.date == Date(timeIntervalSince1970: 100))
    picker.date = Date(timeIntervalSince1970: 200)
    picker.sendActions(for: .valueChanged)
    #expect(date.value == Date(timeIntervalSince1970: 200))
  }

  @Test("a value set in code sends no event: only the user's changes flow out")
  func codeChangesAreNotUserChanges() {
    let toggle = UISwitch()
    var received: [Bool] = []
    toggle.bnd_on.observeNew { received.append($0) }
    toggle.isOn = true
    #expect(received.isEmpty)
    toggle.sendActions(for: .valueChanged)
    #expect(received == [true])
  }

  // MARK: Control events

  @Test("bnd_controlEvent reports each of Bond v4's control events, one at a time")
  func controlEvents() {
    let control = UIControl()
    var received: [UIControl.Event] = []
    control.bnd_controlEvent.observe { received.append($0) }
    let events: [UIControl.Event] = [
      .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter,
      .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged,
      .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit,
    ]
    for event in events { control.sendActions(for: event) }
    #expect(received == events)
    received = []
    control.sendActions(for: [.touchDown, .touchUpInside])
    let expected = [UIControl.Event.touchDown.rawValue, UIControl.Event.touchUpInside.rawValue]
    #expect(Set(received.map(\.rawValue)) == Set(expected))
    #expect(control.bnd_controlEvent === control.bnd_controlEvent, "one producer per control")
  }

  @Test("bnd_tap sends only on touch up inside; the seed's filter on bnd_controlEvent too")
  func taps() {
    let button = UIButton()
    var taps = 0
    var filtered = 0
    button.bnd_tap.observe { taps += 1 }
    button.bnd_controlEvent.filter { $0 == .touchUpInside }.observe { _ in filtered += 1 }
    button.sendActions(for: .touchDown)
    button.sendActions(for: .touchUpOutside)
    #expect(taps == 0 && filtered == 0)
    button.sendActions(for: .touchUpInside)
    #expect(taps == 1 && filtered == 1)
  }

  // MARK: Lifetime

  @Test("bnd_bag and the bnd_* observables go with their object; a binding into it ends")
  func lifetime() {
    weak var weakLabel: UILabel?
    weak var weakBag: DisposeBag?
    let source = Observable<String?>("a")
    var binding: (any DisposableType)?
    do {
      let label = UILabel()
      weakLabel = label
      weakBag = label.bnd_bag
      binding = source.bindTo(label.bnd_text)
      source.observe { _ in }.disposeIn(label.bnd_bag)
      #expect(label.text == "a")
    }
    #expect(weakLabel == nil, "the label is kept alive by its bindings")
    #expect(weakBag == nil)
    #expect(binding?.isDisposed == true, "the binding did not end with its target")
  }

  @Test("a cell's bnd_bag empties on dispose and takes new bindings")
  func reusedBag() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "Cell")
    #expect(cell.bnd_bag === cell.bnd_bag, "one bag per object")
    let first = Observable<String?>("first")
    first.bindTo(UILabel().bnd_text).disposeIn(cell.bnd_bag)
    #expect(!cell.bnd_bag.isDisposed)
    cell.bnd_bag.dispose()
    #expect(cell.bnd_bag.isDisposed)
    let label = UILabel()
    let second = Observable<String?>("second")
    let binding = second.bindTo(label.bnd_text)
    binding.disposeIn(cell.bnd_bag)
    second.value = "shown"
    #expect(label.text == "shown")
    cell.bnd_bag.dispose()
    second.value = "not shown"
    #expect(label.text == "shown")
  }
}
