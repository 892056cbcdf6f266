public import Kizuna

/// The favourites screen: a list of stories whose rows redraw when a star count changes, with
/// a search field and a sort toggle.
///
/// Written the "mini Bond" way: the stories (long-lived model objects) only hold the screen's
/// listeners weakly, through `[weak self]` captures, and the listeners are owned by the screen's
/// dispose bag. When the screen goes away its bag ends every observation, so nothing keeps it
/// alive and no listener fires into it afterwards.
///
/// ```swift
/// let screen = FavouritesViewModel(stories: [Story(id: 1, title: "Bond", stars: 41)])
/// screen.rows.observeNext { print($0.map(\.starsText)) }.dispose(in: bag)  // prints ["★ 41"]
/// screen.toggleFavourite(storyID: 1)                                     // prints ["★ 42"]
/// ```
///
/// The screen draws once when created and once per change of a story (a tap changes a story's
/// star count and favourite flag together, so it redraws once).
///
/// ``visibleRows`` is what a table shows: the rows that match ``searchText``, in
/// ``sortOrder``. It is a derived array (`filter(by:)`, then `sorted(by:_:)`), so each change
/// reaches a bound table as the exact rows inserted, deleted and moved: a keystroke in the
/// search field inserts and deletes rows, a tap replaces one row (deleted, and inserted at its
/// new place when the rows are sorted by stars), the sort toggle moves rows.
///
/// ```swift
/// let screen = FavouritesViewModel(stories: Story.samples())
/// screen.searchText.value = "in"
/// print(screen.visibleRows.collection.map(\.storyID))  // prints [1, 8, 2, 5, 7]
/// screen.sortOrder.value = .title
/// print(screen.visibleRows.collection.map(\.storyID))  // prints [8, 7, 1, 5, 2]
/// ```
///
/// Rows are delivered on the thread that changed a story, the search text or the order.
public final class FavouritesViewModel: Sendable {
  /// The stories shown, in order.
  public let stories: [Story]
  /// The search field's text: only stories whose title contains each of its words (ignoring
  /// case) are visible; empty shows every story. Bind it two-way to a text field.
  public let searchText = Observable("")
  /// The order of the visible rows. Bind it to a sort toggle.
  public let sortOrder = Observable(FavouritesSortOrder.stars)
  /// The rows that match ``searchText``, in ``sortOrder``: an observable array for a table.
  public let visibleRows: ObservableArray<FavouriteRow>
  /// One row per story, in story order: the source of ``visibleRows``.
  private let allRows: MutableObservableArray<FavouriteRow>
  private let rendered = Observable<[FavouriteRow]>([])
  private let redraws = Observable(0)
  private let bag = DisposeBag()

  /// Creates the screen for `stories` and starts listening to their changes.
  ///
  /// - Parameter stories: The stories to show; they are not retained beyond this screen.
  public init(stories: [Story]) {
    self.stories = stories
    allRows = MutableObservableArray(stories.map { FavouriteRow($0, $0.favourites.value) })
    visibleRows =
      allRows
      .filter(by: searchText) { row, text in row.matches(searchText: text) }
      .sorted(by: sortOrder) { first, second, order in
        order.areInIncreasingOrder(first, second)
      }
    // Draw once now; then once per change of a story (skipping the value each observable
    // replays to a new observer, which is already drawn).
    redraw()
    for (index, story) in stories.enumerated() {
      story.favourites.dropFirst(1).observeNext { [weak self] favourites in
        self?.storyChanged(at: index, to: favourites)
      }.dispose(in: bag)
    }
  }

  /// The rows as drawn now, one per story in story order; a new value each time the screen
  /// redraws.
  public var rows: AnyObservable<[FavouriteRow]> { rendered.readOnly }

  /// How many times the screen has drawn its rows: 1 after creation, then one more per change.
  public var redrawCount: AnyObservable<Int> { redraws.readOnly }

  /// Favourites or unfavourites the story with `storyID`; does nothing for an unknown id.
  public func toggleFavourite(storyID: Int) {
    stories.first { $0.id == storyID }?.toggleFavourite()
  }

  /// Switches ``sortOrder`` to the other order.
  public func toggleSortOrder() {
    sortOrder.value = sortOrder.value.toggled
  }

  private func storyChanged(at index: Int, to favourites: Story.Favourites) {
    // An update: a sorted table moves the row to its new place (an update and a move).
    allRows[index] = FavouriteRow(stories[index], favourites)
    redraw()
  }

  private func redraw() {
    rendered.value = stories.map { FavouriteRow($0, $0.favourites.value) }
    redraws.value += 1
  }
}

/// The orders of the favourites screen's rows.
///
/// ```swift
/// let order = FavouritesSortOrder.stars
/// print(order.toggled.title)  // prints "Title"
/// ```
public enum FavouritesSortOrder: Int, Sendable, Hashable, CaseIterable {
  /// Most stars first; equal counts by title, then by story id.
  case stars
  /// By title, A to Z ignoring case; equal titles by story id.
  case title

  /// The order's name on a toggle: "Stars" or "Title".
  public var title: String {
    switch self {
    case .stars: "Stars"
    case .title: "Title"
    }
  }

  /// The other order.
  public var toggled: FavouritesSortOrder {
    switch self {
    case .stars: .title
    case .title: .stars
    }
  }

  /// Whether `first` comes before `second` in this order: a strict total order of rows with
  /// different story ids.
  public func areInIncreasingOrder(_ first: FavouriteRow, _ second: FavouriteRow) -> Bool {
    let firstTitle = first.title.lowercased()
    let secondTitle = second.title.lowercased()
    switch self {
    case .stars:
      if first.stars != second.stars { return first.stars > second.stars }
      if firstTitle != secondTitle { return firstTitle < secondTitle }
    case .title:
      if firstTitle != secondTitle { return firstTitle < secondTitle }
    }
    return first.storyID < second.storyID
  }
}

/// One drawn row of the favourites screen.
public struct FavouriteRow: Sendable, Hashable {
  /// The story's identifier.
  public var storyID: Int
  /// The story's title.
  public var title: String
  /// The star count.
  public var stars: Int
  /// Whether the user favourited the story.
  public var isFavourite: Bool

  /// Creates a row.
  public init(storyID: Int, title: String, stars: Int, isFavourite: Bool) {
    self.storyID = storyID
    self.title = title
    self.stars = stars
    self.isFavourite = isFavourite
  }

  init(_ story: Story, _ favourites: Story.Favourites) {
    self.init(
      storyID: story.id, title: story.title, stars: favourites.stars,
      isFavourite: favourites.isFavourite)
  }

  /// The star count as shown: "★ 42".
  public var starsText: String { "★ \(stars)" }

  /// The favourite button's title.
  public var buttonTitle: String { isFavourite ? "Unfavourite" : "Favourite" }

  /// Whether the title contains every word of `searchText`, ignoring case; true for a text
  /// without words.
  ///
  /// ```swift
  /// let row = FavouriteRow(storyID: 1, title: "Swift Bond", stars: 1, isFavourite: false)
  /// print(row.matches(searchText: " bond  SWI"))  // prints true
  /// ```
  public func matches(searchText: String) -> Bool {
    let title = title.lowercased()
    return searchText.lowercased().split(whereSeparator: \.isWhitespace).allSatisfy {
      title.contains($0)
    }
  }
}

extension Story {
  /// A few stories for the demo screen.
  public static func samples() -> [Story] {
    [
      Story(id: 1, title: "Swift Bond: binding made simple", stars: 41),
      Story(id: 2, title: "Writing a mini Bond yourself", stars: 17),
      Story(id: 3, title: "Ricemill: unidirectional view models", stars: 29),
      Story(id: 4, title: "Observable arrays drive table views", stars: 23),
      Story(id: 5, title: "Two-way bindings without feedback loops", stars: 12),
      Story(id: 6, title: "Dispose bags and reused cells", stars: 35),
      Story(id: 7, title: "Searching and sorting live lists", stars: 8),
      Story(id: 8, title: "Retain cycles in closures, found", stars: 17),
    ]
  }
}
