// The sample screens of the UIKit article, opened, used as a person would and closed inside
// KizunaTestSupport's `expectNoLeaks`: every binding they make (KizunaUIKit's control and
// table bindings, the cells' row bindings, the view models' own) ends with the screen, so the
// leak check reports nothing for correct code.
import Kizuna
import KizunaExamples
import KizunaTestSupport
import KizunaUIKit
import Testing
@_spi(StandIn) import UIKit

@MainActor
@Suite struct SampleScreensLeakTests {
  /// The live bindings labelled `label`: the check is not vacuous when the screen made some.
  func liveBindings(labelled label: String) -> [LiveBinding] {
    LiveBindings.snapshot().bindings.filter { $0.label == label }
  }

  @Test func theSignUpScreenLeavesNoBindingAlive() async {
    let scheduler = TestScheduler()
    let leaks = await expectNoLeaks {
      let screen = SignUpViewController(viewModel: SignUpViewModel(scheduler: scheduler))
      LiveBindings.withLabel("sign-up leak test") { screen.viewDidLoad() }
      await flushMainActor()
      screen.userFillsTheFormIn()
      await flushMainActor()
      screen.signUpButton.userTaps()
      scheduler.advance(by: .seconds(1))
      await flushMainActor()
      #expect(screen.reportLabel.text != "")
      #expect(liveBindings(labelled: "sign-up leak test").count >= 8)
    }
    #expect(leaks.bindings.isEmpty)
  }

  @Test func theFavouritesScreenLeavesNoBindingAlive() async {
    let leaks = await expectNoLeaks {
      let screen = FavouritesViewController(
        viewModel: FavouritesViewModel(stories: Story.samples()))
      LiveBindings.withLabel("favourites leak test") { screen.viewDidLoad() }
      await flushMainActor()
      screen.searchField.userTypes("in")
      await flushMainActor()
      (screen.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) as? StoryCell)?
        .favouriteButton.userTaps()
      screen.sortControl.selectedSegmentIndex = FavouritesSortOrder.title.rawValue
      screen.sortControl.sendActions(for: .valueChanged)
      await flushMainActor()
      #expect(screen.tableView.oracle.errors.isEmpty)
      #expect(liveBindings(labelled: "favourites leak test").contains { $0.kind == .table })
    }
    #expect(leaks.bindings.isEmpty)
  }

  @Test func theSectionedInputsScreenLeavesNoBindingAlive() async {
    let leaks = await expectNoLeaks {
      let screen = SectionedInputsViewController(viewModel: SectionedInputsViewModel())
      LiveBindings.withLabel("sectioned inputs leak test") { screen.viewDidLoad() }
      await flushMainActor()
      (screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TextInputCell)?
        .field.userTypes("Ann")
      screen.viewModel.addRows(count: 3, toSection: 1)
      screen.viewModel.moveRow(
        from: ItemPath(section: 1, item: 0), to: ItemPath(section: 0, item: 0))
      await flushMainActor()
      screen.viewModel.removeEmptyRows()
      await flushMainActor()
      #expect(screen.tableView.oracle.errors.isEmpty)
      #expect(liveBindings(labelled: "sectioned inputs leak test").contains { $0.kind == .table })
    }
    #expect(leaks.bindings.isEmpty)
  }

  /// The check is not vacuous here: an observation that holds a label strongly, kept in a bag
  /// that outlives the screen, is reported (a `bind(to: label.reactive.text)` would have ended
  /// with the label).
  @Test func anObservationHoldingALabelInABagThatOutlivesTheScreenIsReported() async {
    let outliving = DisposeBag()
    let model = SignUpViewModel(scheduler: TestScheduler())
    await withKnownIssue {
      let leaks = await expectNoLeaks {
        let label = UILabel()
        model.warningText.observeNext(on: .shared) { label.text = $0 }.dispose(in: outliving)
      }
      #expect(leaks.bindings.map(\.kind) == [.observeNext])
    } matching: { issue in
      issue.sourceLocation?.fileID == "UIKitTests/SampleScreensLeakTests.swift"
    }
    outliving.dispose()
  }
}
