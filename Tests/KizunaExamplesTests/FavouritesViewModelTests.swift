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
    #expect(rows.values.last?.map(\.stars) == [41, 18, 29, 23, 12, 35, 8, 17])
    #expect(
      rows.values.last?.map(\.isFavourite) == [false, true] + Array(repeating: false, count: 6))
    #expect(rows.values.last?[1].starsText == "★ 18")
    #expect(rows.values.last?[1].buttonTitle == "Unfavourite")
    screen.toggleFavourite(storyID: 2)
    #expect(rows.values.last?.map(\.stars) == [41, 17, 29, 23, 12, 35, 8, 17])
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

  @Test func closedScreenIsReleasedAfterSearchingSortingAndObservingItsRows() {
    let stories = Story.samples()
    weak var released: FavouritesViewModel?
    do {
      let bag = DisposeBag()
      let screen = FavouritesViewModel(stories: stories)
      let visible = EventRecorder(observing: screen.visibleRows, in: bag)
      screen.searchText.value = "bond"
      screen.toggleSortOrder()
      screen.toggleFavourite(storyID: 2)
      #expect(visible.values.last?.collection.map(\.storyID) == [1, 2])
      released = screen
      bag.dispose()
    }
    #expect(released == nil)
    stories[1].toggleFavourite()  // back to 17 stars; no listener fires into the closed screen
    #expect(stories[1].starCount == 17)
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

  // MARK: Search and sort

  /// The visible rows a screen should show: the stories matching `search`, in `order`.
  static func expected(
    _ stories: [Story], search: String, order: FavouritesSortOrder
  ) -> [FavouriteRow] {
    stories.map {
      FavouriteRow(
        storyID: $0.id, title: $0.title, stars: $0.starCount, isFavourite: $0.isFavourite)
    }
    .filter { $0.matches(searchText: search) }
    .sorted(by: order.areInIncreasingOrder)
  }

  @Test func withoutASearchEveryStoryIsVisibleMostStarredFirst() {
    let screen = FavouritesViewModel(stories: Story.samples())
    // Stories 2 and 8 both have 17 stars: "Retain…" sorts before "Writing…".
    #expect(screen.visibleRows.collection.map(\.storyID) == [1, 6, 3, 4, 8, 2, 5, 7])
  }

  @Test(arguments: [
    ("bond", [1, 2]),
    ("BOND", [1, 2]),
    ("  mini   bond ", [2]),
    ("bind", [1, 5]),
    ("in", [1, 8, 2, 5, 7]),
    ("zebra", []),
    ("", [1, 6, 3, 4, 8, 2, 5, 7]),
  ])
  func searchNarrowsTheRows(search: String, storyIDs: [Int]) {
    let screen = FavouritesViewModel(stories: Story.samples())
    screen.searchText.value = search
    #expect(screen.visibleRows.collection.map(\.storyID) == storyIDs)
  }

  @Test func typingNarrowsTheRowsOneKeystrokeAtATimeWithInsertsAndDeletesOnly() {
    let bag = DisposeBag()
    let stories = Story.samples()
    let screen = FavouritesViewModel(stories: stories)
    let changes = EventRecorder(observing: screen.visibleRows, in: bag)
    var typed = ""
    for character in "bond" {
      typed.append(character)
      screen.searchText.value = typed
      #expect(
        screen.visibleRows.collection
          == Self.expected(stories, search: typed, order: .stars), "after typing \(typed)")
    }
    for _ in 0..<4 {
      typed.removeLast()
      screen.searchText.value = typed
      #expect(screen.visibleRows.collection == Self.expected(stories, search: typed, order: .stars))
    }
    let edits = changes.values.dropFirst()
    #expect(edits.allSatisfy { $0.diff.updates.isEmpty && $0.diff.moves.isEmpty })
    Self.expectPatchesReplay(changes.values)
  }

  @Test func aStoryChangingDuringASearchStaysInItsPlaceOrMoves() {
    let bag = DisposeBag()
    let stories = Story.samples()
    let screen = FavouritesViewModel(stories: stories)
    let changes = EventRecorder(observing: screen.visibleRows, in: bag)
    screen.searchText.value = "in"
    #expect(screen.visibleRows.collection.map(\.storyID) == [1, 8, 2, 5, 7])
    // Story 2 gains a star: 18 beats story 8's 17, so its row moves up one place.
    screen.toggleFavourite(storyID: 2)
    #expect(screen.visibleRows.collection.map(\.storyID) == [1, 2, 8, 5, 7])
    #expect(screen.visibleRows.collection[1].buttonTitle == "Unfavourite")
    Self.expectOnlyTheStoryChanges(2, in: changes.values.last)
    // Story 5 gains a star and keeps its place.
    screen.toggleFavourite(storyID: 5)
    #expect(screen.visibleRows.collection.map(\.storyID) == [1, 2, 8, 5, 7])
    Self.expectOnlyTheStoryChanges(5, in: changes.values.last)
    #expect(screen.visibleRows.collection[3].stars == 13)
    // Story 2 loses its star again and moves back down one place.
    screen.toggleFavourite(storyID: 2)
    #expect(screen.visibleRows.collection.map(\.storyID) == [1, 8, 2, 5, 7])
    Self.expectOnlyTheStoryChanges(2, in: changes.values.last)
    #expect(screen.visibleRows.collection == Self.expected(stories, search: "in", order: .stars))
    Self.expectPatchesReplay(changes.values)
  }

  @Test func storiesOutsideTheSearchChangeWithoutShowingAndShowWithTheirNewCount() {
    let bag = DisposeBag()
    let stories = Story.samples()
    let screen = FavouritesViewModel(stories: stories)
    let changes = EventRecorder(observing: screen.visibleRows, in: bag)
    screen.searchText.value = "bond"
    let sent = changes.values.count
    screen.toggleFavourite(storyID: 6)  // "Dispose bags…" is not visible: nothing is sent
    stories[2].favourites.value.stars = 99  // a change made elsewhere, also not visible
    #expect(changes.values.count == sent)
    #expect(screen.visibleRows.collection.map(\.storyID) == [1, 2])
    screen.searchText.value = ""
    #expect(screen.visibleRows.collection.map(\.storyID) == [3, 1, 6, 4, 8, 2, 5, 7])
    #expect(screen.visibleRows.collection.first { $0.storyID == 6 }?.stars == 36)
    Self.expectPatchesReplay(changes.values)
  }

  @Test func aStoryThatChangesSoItNoLongerMatchesLeavesTheRows() {
    // Titles never change, so a story leaves a search only when the search changes; one the
    // search keeps stays visible through every change of its stars.
    let stories = Story.samples()
    let screen = FavouritesViewModel(stories: stories)
    screen.searchText.value = "mini"
    for _ in 0..<5 { screen.toggleFavourite(storyID: 2) }
    #expect(screen.visibleRows.collection.map(\.stars) == [18])
    screen.searchText.value = "mini x"
    #expect(screen.visibleRows.collection.isEmpty)
  }

  @Test func togglingTheSortReordersTheRowsWithMovesOnly() {
    let bag = DisposeBag()
    let stories = Story.samples()
    let screen = FavouritesViewModel(stories: stories)
    let changes = EventRecorder(observing: screen.visibleRows, in: bag)
    screen.toggleSortOrder()
    #expect(screen.sortOrder.value == .title)
    #expect(screen.visibleRows.collection.map(\.storyID) == [6, 4, 8, 3, 7, 1, 5, 2])
    let toggle = changes.values.last?.diff
    #expect(toggle?.inserts.isEmpty == true && toggle?.deletes.isEmpty == true)
    #expect(toggle?.updates.isEmpty == true && toggle?.moves.isEmpty == false)
    screen.toggleSortOrder()
    #expect(screen.sortOrder.value == .stars)
    #expect(screen.visibleRows.collection.map(\.storyID) == [1, 6, 3, 4, 8, 2, 5, 7])
    Self.expectPatchesReplay(changes.values)
  }

  @Test func searchSortAndTapsInAnyMixGiveTheExpectedRows() {
    let bag = DisposeBag()
    let stories = Story.samples()
    let screen = FavouritesViewModel(stories: stories)
    let changes = EventRecorder(observing: screen.visibleRows, in: bag)
    var generator = SeededGenerator(seed: 22)
    let searches = ["", "b", "bo", "bon", "bond", "s", "si", "in", "i", "re", "x"]
    for step in 0..<300 {
      switch generator.next(below: 4) {
      case 0: screen.searchText.value = searches[generator.next(below: searches.count)]
      case 1: screen.toggleSortOrder()
      default: screen.toggleFavourite(storyID: 1 + generator.next(below: 8))
      }
      let expected = Self.expected(
        stories, search: screen.searchText.value, order: screen.sortOrder.value)
      #expect(screen.visibleRows.collection == expected, "step \(step)")
    }
    Self.expectPatchesReplay(changes.values)
  }

  @Test func sortOrdersNameThemselvesAndToggle() {
    #expect(FavouritesSortOrder.allCases.map(\.title) == ["Stars", "Title"])
    #expect(FavouritesSortOrder.stars.toggled == .title)
    #expect(FavouritesSortOrder.title.toggled == .stars)
  }

  /// `change` changes the row of story `storyID` alone: every element it inserts or updates
  /// is that story's row, and it deletes, updates or inserts at most one row.
  static func expectOnlyTheStoryChanges(
    _ storyID: Int, in change: ArrayChangeset<FavouriteRow>?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let change else {
      Issue.record("no change set", sourceLocation: sourceLocation)
      return
    }
    var written: [FavouriteRow] = []
    for step in change.patch {
      switch step {
      case .insert(let row, _), .update(let row, _): written.append(row)
      case .delete, .move: break
      }
    }
    #expect(written.map(\.storyID) == [storyID], sourceLocation: sourceLocation)
    #expect(change.diff.deletes.count <= 1, sourceLocation: sourceLocation)
    #expect(
      change.diff.inserts.count + change.diff.updates.count == 1, sourceLocation: sourceLocation)
  }

  /// Replaying each change set's patch on the collection before it gives its collection.
  static func expectPatchesReplay(
    _ changes: [ArrayChangeset<FavouriteRow>], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var shown: [FavouriteRow] = []
    for (index, change) in changes.enumerated() {
      shown = shown.applying(change.patch)
      #expect(shown == change.collection, "change set \(index)", sourceLocation: sourceLocation)
    }
  }
}
