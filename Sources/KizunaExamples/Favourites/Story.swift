public import Kizuna

/// A story in the favourites screen: a title and a star count that changes when the user
/// favourites or unfavourites it.
///
/// A story is model data: it outlives every screen that shows it, and holds no reference to
/// them. Screens observe ``starCount`` and ``isFavourite`` and keep the observations in their
/// own dispose bag, so closing a screen releases it.
///
/// ```swift
/// let story = Story(id: 1, title: "Bond", stars: 41)
/// story.starCount.observeNext { print($0) }.dispose(in: bag)  // prints 41
/// story.toggleFavourite()                                     // prints 42
/// ```
public final class Story: Sendable, Identifiable {
  /// The story's identifier.
  public let id: Int
  /// The story's title.
  public let title: String
  /// How many people favourited the story.
  public let starCount: Observable<Int>
  /// Whether the current user favourited the story.
  public let isFavourite = Observable(false)
  private let gate = Lock.make(())

  /// Creates a story.
  ///
  /// - Parameters:
  ///   - id: The identifier.
  ///   - title: The title.
  ///   - stars: The star count from other people.
  public init(id: Int, title: String, stars: Int) {
    self.id = id
    self.title = title
    starCount = Observable(stars)
  }

  /// Favourites the story (one more star), or unfavourites it (one fewer).
  public func toggleFavourite() {
    let (favourite, stars) = gate.withLock { _ in
      (!isFavourite.value, starCount.value + (isFavourite.value ? -1 : 1))
    }
    isFavourite.value = favourite
    starCount.value = stars
  }
}
