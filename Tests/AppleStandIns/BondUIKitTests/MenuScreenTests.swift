// The mini Bond article's screen (MenuViewController, story.swift) on KizunaBond: the star
// count a table cell shows follows the story, and the screen, once gone, is not kept alive by
// the story it showed.
import KizunaBond
import Testing
@_spi(StandIn) import UIKit
@testable import BondSeedsUIKit

@MainActor
@Suite struct MenuScreenTests {
  func starText(_ screen: MenuViewController) -> String? {
    screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.detailTextLabel?.text
  }

  @Test func theCellShowsTheStarCountAndRedrawsWhenItChanges() {
    let story = Story(title: "Bond", body: "…", starCount: 41)
    let screen = MenuViewController(style: .plain)
    screen.story = story
    screen.viewDidLoad()
    #expect(starText(screen) == "41")
    let reloads = screen.tableView.oracle.reloadCount
    story.starCount.value += 1  // the user favourites the story
    #expect(starText(screen) == "42")
    #expect(screen.tableView.oracle.reloadCount == reloads + 1)
    story.starCount.value -= 1
    #expect(starText(screen) == "41")
    #expect(screen.tableView.oracle.errors.isEmpty)
  }

  @Test func theStoryDoesNotKeepTheScreenAliveNorCallsItAfterwards() {
    let story = Story(title: "Bond", body: "…")
    weak var released: MenuViewController?
    do {
      let screen = MenuViewController(style: .plain)
      screen.story = story
      screen.viewDidLoad()
      released = screen
    }
    #expect(released == nil)
    // The screen's listener captured it `unowned`: were it still bound, this would crash.
    story.starCount.value += 1
    #expect(story.starCount.value == 1)
  }
}
