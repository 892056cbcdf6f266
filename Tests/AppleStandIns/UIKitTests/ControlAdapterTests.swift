// The adapters that the sample screens do not reach, driven as a user drives them: the control
// takes the new value, then sends the event a touch sends (UIControl.sendActions(for:)); a text
// view posts textDidChangeNotification, as UIKit does on each edit. Values the app sets are
// shown without an event (UIKit sends none for a value set in code) and so are not echoed back.
import Foundation
import Kizuna
import KizunaTestSupport
import KizunaUIKit
import Testing
@_spi(StandIn) import UIKit

@MainActor
@Suite struct ControlAdapterTests {
  let bag = DisposeBag()

  @Test func aSliderShowsTheModelAndReportsTheUsersDrag() async {
    let slider = UISlider()
    let volume = Observable<Float>(0.25)
    volume.bidirectionalBind(to: slider.reactive.value).dispose(in: bag)
    await flushMainActor()
    #expect(slider.value == 0.25)
    slider.value = 0.75
    slider.sendActions(for: .valueChanged)
    #expect(volume.value == 0.75)
    volume.value = 0.5
    await flushMainActor()
    #expect(slider.value == 0.5)
  }

  @Test func aStepperShowsTheModelAndReportsTheUsersTap() async {
    let stepper = UIStepper()
    let count = Observable(3.0)
    count.bidirectionalBind(to: stepper.reactive.value).dispose(in: bag)
    await flushMainActor()
    #expect(stepper.value == 3)
    stepper.value += stepper.stepValue
    stepper.sendActions(for: .valueChanged)
    #expect(count.value == 4)
  }

  @Test func aSegmentedControlShowsTheModelAndReportsTheUsersChoice() async {
    let control = UISegmentedControl(items: ["A", "B", "C"])
    let selected = Observable(1)
    selected.bidirectionalBind(to: control.reactive.selectedSegmentIndex).dispose(in: bag)
    await flushMainActor()
    #expect(control.selectedSegmentIndex == 1)
    control.selectedSegmentIndex = 2
    control.sendActions(for: .valueChanged)
    #expect(selected.value == 2)
  }

  @Test func aDatePickerShowsTheModelAndReportsTheUsersPick() async {
    let picker = UIDatePicker()
    let start = Date(timeIntervalSince1970: 1_000_000)
    let date = Observable(start)
    date.bidirectionalBind(to: picker.reactive.date).dispose(in: bag)
    await flushMainActor()
    #expect(picker.date == start)
    picker.date = start.addingTimeInterval(86_400)
    picker.sendActions(for: .valueChanged)
    #expect(date.value == start.addingTimeInterval(86_400))
  }

  @Test func aRefreshControlReportsThePullAndFollowsTheModelsLoadingState() async {
    let control = UIRefreshControl()
    let pulls = EventRecorder<Void, Never>()
    control.reactive.refresh.observe(with: pulls.record).dispose(in: bag)
    let isLoading = Observable(false)
    isLoading.bind(to: control.reactive.isRefreshing).dispose(in: bag)
    await flushMainActor()  // the event registration runs on the main-actor scheduler
    control.beginRefreshing()  // the user's pull starts the spinner, then sends the event
    control.sendActions(for: .valueChanged)
    #expect(pulls.values.count == 1)
    isLoading.value = true
    await flushMainActor()
    #expect(control.isRefreshing)
    isLoading.value = false
    await flushMainActor()
    #expect(!control.isRefreshing)
  }

  @Test func aTextViewShowsTheModelAndReportsWhatTheUserTypes() async {
    let textView = UITextView()
    let note = Observable<String?>("draft")
    note.bidirectionalBind(to: textView.reactive.text).dispose(in: bag)
    await flushMainActor()
    #expect(textView.text == "draft")
    textView.text = "draft, edited"
    // UIKit posts the notification on the main thread and the observer (queue: .main) runs at
    // once. On Linux, Foundation's post waits for an operation it adds to the main queue
    // whenever the poster is not on that queue, which the main actor's thread here is not: so
    // the test posts from another thread while the main actor is free to run the observer.
    let box = UncheckedSendable(textView)
    let name = UITextView.textDidChangeNotification
    await Task.detached {
      NotificationCenter.default.post(name: name, object: box.value)
    }.value
    await flushMainActor()
    #expect(note.value == "draft, edited")
  }

  @Test func oneWayTargetsShowWhatIsBound() async {
    let progressView = UIProgressView()
    let imageView = UIImageView(image: nil)
    let screen = UIViewController(nibName: nil, bundle: nil)
    let progress = Observable<Float>(0.1)
    let image = Observable<UIImage?>(nil)
    let title = Observable<String?>("Inbox")
    progress.bind(to: progressView.reactive.progress).dispose(in: bag)
    image.bind(to: imageView.reactive.image).dispose(in: bag)
    title.bind(to: screen.reactive.title).dispose(in: bag)
    await flushMainActor()
    #expect(progressView.progress == 0.1)
    #expect(imageView.image == nil)
    #expect(screen.title == "Inbox")
    let picture = UIImage()
    progress.value = 0.9
    image.value = picture
    title.value = "Archive"
    await flushMainActor()
    #expect(progressView.progress == 0.9)
    #expect(imageView.image === picture)
    #expect(screen.title == "Archive")
  }

  /// (`label.reactive.attributedText` is compiled here but not driven: Linux's Foundation does
  /// not make `NSAttributedString` `Sendable`, so no signal of it exists here.)
  @Test func viewAndLabelTargetsShowWhatIsBound() async {
    let label = UILabel()
    let view = UIView()
    let control = UIControl()
    let item = UIBarButtonItem()
    let color = Observable<UIColor?>(.red)
    let flag = Observable(true)
    color.bind(to: label.reactive.textColor).dispose(in: bag)
    color.bind(to: view.reactive.backgroundColor).dispose(in: bag)
    color.bind(to: view.reactive.tintColor).dispose(in: bag)
    flag.bind(to: view.reactive.isUserInteractionEnabled).dispose(in: bag)
    flag.bind(to: control.reactive.isSelected).dispose(in: bag)
    flag.map { !$0 }.bind(to: item.reactive.isEnabled).dispose(in: bag)
    await flushMainActor()
    #expect(label.textColor == .red && view.backgroundColor == .red && view.tintColor == .red)
    #expect(view.isUserInteractionEnabled && control.isSelected && !item.isEnabled)
    color.value = .blue
    flag.value = false
    await flushMainActor()
    #expect(label.textColor == .blue && view.backgroundColor == .blue && view.tintColor == .blue)
    #expect(!view.isUserInteractionEnabled && !control.isSelected && item.isEnabled)
  }
}

/// Carries a main-actor object to another thread that only passes it along (as the
/// notification's object) and never touches it.
struct UncheckedSendable<Value>: @unchecked Sendable {
  // Safety: the value is read on the other thread only to be handed to NotificationCenter,
  // which compares it by identity; nothing calls into it there.
  let value: Value
  init(_ value: Value) { self.value = value }
}
