public import Kizuna

/// The favourites screen: a list of stories whose rows redraw when a star count changes.
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
/// Rows are delivered on the thread that changed a story.
public final class FavouritesViewModel: Sendable {
  /// The stories shown, in order.
  public let stories: [Story]
  private let rendered = Observable<[FavouriteRow]>([])
  private let redraws = Observable(0)
  private let bag = DisposeBag()

  /// Creates the screen for `stories` and starts listening to their changes.
  ///
  /// - Parameter stories: The stories to show; they are not retained beyond this screen.
  public init(stories: [Story]) {
    self.stories = stories
    // Draw once now; then once per change of a story (skipping the value each observable
    // replays to a new observer, which is already drawn).
    redraw()
    for story in stories {
      story.favourites.dropFirst(1).observeNext { [weak self] _ in self?.redraw() }.dispose(in: bag)
    }
  }

  /// The rows as drawn now; a new value each time the screen redraws.
  public var rows: AnyObservable<[FavouriteRow]> { rendered.readOnly }

  /// How many times the screen has drawn its rows: 1 after creation, then one more per change.
  public var redrawCount: AnyObservable<Int> { redraws.readOnly }

  /// Favourites or unfavourites the story with `storyID`; does nothing for an unknown id.
  public func toggleFavourite(storyID: Int) {
    stories.first { $0.id == storyID }?.toggleFavourite()
  }

  private func redraw() {
    rendered.value = stories.map {
      FavouriteRow(
        storyID: $0.id, title: $0.title, stars: $0.starCount, isFavourite: $0.isFavourite)
    }
    redraws.value += 1
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

  /// The star count as shown: "★ 42".
  public var starsText: String { "★ \(stars)" }

  /// The favourite button's title.
  public var buttonTitle: String { isFavourite ? "Unfavourite" : "Favourite" }
}

extension Story {
  /// A few stories for the demo screen.
  public static func samples() -> [Story] {
    [
      Story(id: 1, title: "Swift Bond: binding made simple", stars: 41),
      Story(id: 2, title: "Writing a mini Bond yourself", stars: 17),
      Story(id: 3, title: "Ricemill: unidirectional view models", stars: 29),
    ]
  }
}
