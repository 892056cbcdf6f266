// The favourites screen of KizunaExamples' UIKit article, driven as a UI test would: typing a
// search, tapping favourite buttons and switching the sort order while the table follows the
// derived array of visible rows.
import Kizuna
import KizunaExamples
import KizunaUIKit
import Testing
@_spi(StandIn) import UIKit

@MainActor
@Suite struct FavouritesScreenTests {
  func makeScreen(_ viewModel: FavouritesViewModel) async -> FavouritesViewController {
    let screen = FavouritesViewController(viewModel: viewModel)
    screen.viewDidLoad()
    await flushMainActor()
    return screen
  }

  func cell(_ screen: FavouritesViewController, _ row: Int) -> StoryCell? {
    screen.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? StoryCell
  }

  /// The oracle accepted every batch, the table shows the visible rows' titles, and every
  /// cell on screen shows its row's stars and button title.
  func expectTableShowsTheRows(
    _ screen: FavouritesViewController, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let table = screen.tableView
    let rows = screen.viewModel.visibleRows.collection
    #expect(table.oracle.errors.isEmpty, sourceLocation: sourceLocation)
    #expect(
      table.oracle.shown.flatMap(\.items) == rows.map(\.title), sourceLocation: sourceLocation)
    for (index, row) in rows.enumerated() {
      #expect(cell(screen, index)?.starsLabel.text == row.starsText, sourceLocation: sourceLocation)
      #expect(
        cell(screen, index)?.favouriteButton.title(for: .normal) == row.buttonTitle,
        sourceLocation: sourceLocation)
    }
  }

  @Test func typingASearchNarrowsTheTableKeyByKey() async {
    let screen = await makeScreen(FavouritesViewModel(stories: Story.samples()))
    expectTableShowsTheRows(screen)
    #expect(screen.sortControl.selectedSegmentIndex == FavouritesSortOrder.stars.rawValue)
    for text in ["b", "bo", "bon", "bond", "bon", ""] {
      screen.searchField.userTypes(text)
      await flushMainActor()
      #expect(screen.viewModel.searchText.value == text)
      expectTableShowsTheRows(screen)
    }
    screen.searchField.userTypes("bond")
    await flushMainActor()
    #expect(screen.viewModel.visibleRows.collection.map(\.storyID) == [1, 2])
  }

  @Test func tappingAFavouriteWhileSearchingMovesTheRow() async {
    let screen = await makeScreen(FavouritesViewModel(stories: Story.samples()))
    screen.searchField.userTypes("in")
    await flushMainActor()
    #expect(screen.viewModel.visibleRows.collection.map(\.storyID) == [1, 8, 2, 5, 7])
    cell(screen, 2)?.favouriteButton.userTaps()  // story 2: 18 stars beat story 8's 17
    await flushMainActor()
    #expect(screen.viewModel.visibleRows.collection.map(\.storyID) == [1, 2, 8, 5, 7])
    #expect(cell(screen, 1)?.favouriteButton.title(for: .normal) == "Unfavourite")
    expectTableShowsTheRows(screen)
    cell(screen, 1)?.favouriteButton.userTaps()
    await flushMainActor()
    #expect(screen.viewModel.visibleRows.collection.map(\.storyID) == [1, 8, 2, 5, 7])
    expectTableShowsTheRows(screen)
  }

  @Test func theSortControlReordersTheRowsBothWays() async {
    let screen = await makeScreen(FavouritesViewModel(stories: Story.samples()))
    screen.sortControl.selectedSegmentIndex = FavouritesSortOrder.title.rawValue
    screen.sortControl.sendActions(for: .valueChanged)
    await flushMainActor()
    #expect(screen.viewModel.sortOrder.value == .title)
    #expect(screen.viewModel.visibleRows.collection.map(\.storyID) == [6, 4, 8, 3, 7, 1, 5, 2])
    expectTableShowsTheRows(screen)
    screen.viewModel.toggleSortOrder()
    await flushMainActor()
    #expect(screen.sortControl.selectedSegmentIndex == FavouritesSortOrder.stars.rawValue)
    expectTableShowsTheRows(screen)
  }

  @Test func theScreenAndItsViewModelAreReleasedWithTheViewController() async {
    let stories = Story.samples()
    weak var table: UITableView?
    weak var viewModel: FavouritesViewModel?
    do {
      let screen = await makeScreen(FavouritesViewModel(stories: stories))
      screen.searchField.userTypes("bond")
      cell(screen, 0)?.favouriteButton.userTaps()
      await flushMainActor()
      table = screen.tableView
      viewModel = screen.viewModel
    }
    await flushMainActor()
    #expect(table == nil)
    #expect(viewModel == nil)
    for story in stories { #expect(story.favourites.observerCount == 0) }
  }
}
