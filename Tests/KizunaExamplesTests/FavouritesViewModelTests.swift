import Kizuna
import KizunaExamples
import KizunaTestSupport
import Testing

@Suite struct FavouritesViewModelTests {
  @Test func favouritingChangesTheStarCountAndRedraws() {
    let bag = DisposeBag()
    let stories = Story.samples()
    let screen = FavouritesViewModel(stories: stories)
    let rows = EventRecorder(observing: screen.rows, in: bag)
    screen.toggleFavourite(storyID: 2)
    #expect(rows.values.last?.map(\.stars) == [41, 18, 29])
    #expect(rows.values.last?.map(\.isFavourite) == [false, true, false])
    #expect(rows.values.last?[1].starsText == "★ 18")
    #expect(rows.values.last?[1].buttonTitle == "Unfavourite")
    screen.toggleFavourite(storyID: 2)
    #expect(rows.values.last?.map(\.stars) == [41, 17, 29])
    #expect(rows.values.last?[1].buttonTitle == "Favourite")
  }

  @Test func loadingDrawsOnceAndEachTapRedrawsOnce() {
    let bag = DisposeBag()
    let screen = FavouritesViewModel(stories: Story.samples())
    let redraws = EventRecorder(observing: screen.redrawCount, in: bag)
    #expect(redraws.values == [1])
    screen.toggleFavourite(storyID: 1)
    #expect(redraws.values == [1, 2])
    screen.toggleFavourite(storyID: 3)
    screen.toggleFavourite(storyID: 3)
    #expect(redraws.values == [1, 2, 3, 4])
  }

  @Test func changesMadeElsewhereRedrawTheScreen() {
    let stories = Story.samples()
    let screen = FavouritesViewModel(stories: stories)
    let before = screen.redrawCount.value
    stories[0].favourites.value.stars = 100
    #expect(screen.redrawCount.value == before + 1)
    #expect(screen.rows.value[0].stars == 100)
  }

  @Test func closedScreenIsReleasedWhileTheStoriesLiveOn() {
    let stories = Story.samples()
    weak var released: FavouritesViewModel?
    do {
      let screen = FavouritesViewModel(stories: stories)
      screen.toggleFavourite(storyID: 1)
      released = screen
      #expect(released != nil)
    }
    #expect(released == nil)
    stories[0].toggleFavourite()  // no listener fires into the closed screen
    #expect(stories[0].starCount == 41)
  }

  @Test func storyIsReleasedWhenNothingShowsIt() {
    weak var released: Story?
    do {
      let story = Story(id: 9, title: "t", stars: 0)
      let screen = FavouritesViewModel(stories: [story])
      released = story
      _ = screen
    }
    #expect(released == nil)
  }
}
