import Kizuna
import KizunaExamples
import KizunaTestSupport
import Testing

/// A screen as the sample apps bind it, with observables standing in for its views: fields
/// bound two-way, labels and the button one-way, everything in the screen's bag.
private final class ComposerScreen: Sendable {
  let model: MessageComposerViewModel
  let destinationField = Observable("")
  let subjectField = Observable("")
  let messageField = Observable("")
  let counterLabel = Observable("")
  let isCounterRed = Observable(false)
  let isSendEnabled = Observable(false)
  let announcementLabel = Observable("")
  let bag = DisposeBag()

  init(model: MessageComposerViewModel) {
    self.model = model
    destinationField.bidirectionalBind(to: model.destination).dispose(in: bag)
    subjectField.bidirectionalBind(to: model.subject).dispose(in: bag)
    messageField.bidirectionalBind(to: model.message).dispose(in: bag)
    model.charactersLeft.map(String.init).bind(to: counterLabel).dispose(in: bag)
    model.isCounterRed.bind(to: isCounterRed).dispose(in: bag)
    model.isSendEnabled.bind(to: isSendEnabled).dispose(in: bag)
    model.announcement.bind(to: announcementLabel).dispose(in: bag)
  }
}

/// The view models of the sample screens, bound as their screens bind them, used and closed:
/// `expectNoLeaks` finds nothing (the UIKit screens are checked the same way on the stand-in
/// UIKit, the web screens by the demo's inspector test).
@Suite(.hangGuard) struct SampleScreensLeakTests {
  /// How many live bindings this file made: the check is not vacuous when there are some.
  func bindingsMadeHere() -> Int {
    LiveBindings.snapshot().bindings.filter {
      $0.site.fileID == "KizunaExamplesTests/SampleScreensLeakTests.swift"
    }.count
  }

  @Test func theComposerScreenLeavesNoBindingAlive() async {
    let scheduler = TestScheduler()
    let leaks = await expectNoLeaks {
      let screen = ComposerScreen(model: MessageComposerViewModel(scheduler: scheduler))
      screen.destinationField.value = "ann@example.com"
      screen.subjectField.value = "Kizuna"
      screen.messageField.value = "Hello"
      #expect(screen.isSendEnabled.value)
      screen.model.send()
      scheduler.advance(by: MessageComposerViewModel.requestDuration)
      #expect(screen.announcementLabel.value == "Message sent to ann@example.com.")
      #expect(screen.messageField.value == "")
      #expect(bindingsMadeHere() >= 7)
    }
    #expect(leaks.bindings.isEmpty)
  }

  @Test func theFavouritesModelLeavesNoBindingAlive() async {
    let leaks = await expectNoLeaks {
      let model = FavouritesViewModel(stories: Story.samples())
      let shownRows = Observable<[FavouriteRow]>([])
      let bag = DisposeBag()
      model.rows.bind(to: shownRows).dispose(in: bag)
      model.searchText.value = "in"
      model.toggleFavourite(storyID: 2)
      model.toggleSortOrder()
      #expect(!shownRows.value.isEmpty)
      #expect(bindingsMadeHere() >= 1)
    }
    #expect(leaks.bindings.isEmpty)
  }
}
