public import Kizuna

/// A story in the favourites screen: a title, and a star count and favourite flag that change
/// together when the user favourites or unfavourites it.
///
/// A story is model data: it outlives every screen that shows it, and holds no reference to
/// them. Screens observe ``favourites`` and keep the observation in their own dispose bag, so
/// closing a screen releases it. The star count and the flag live in one observable value, so
/// one tap is one change: a screen redraws once per tap, never with a half-made change.
///
/// ```swift
/// let story = Story(id: 1, title: "Bond", stars: 41)
/// story.favourites.observeNext { print($0.stars) }.dispose(in: bag)  // prints 41
/// story.toggleFavourite()                                            // prints 42
/// ```
public final class Story: Sendable, Identifiable {
  /// A story's star count and whether the current user favourited it.
  public struct Favourites: Sendable, Hashable {
    /// How many people favourited the story.
    public var stars: Int
    /// Whether the current user favourited the story.
    public var isFavourite: Bool

    /// Creates a value.
    public init(stars: Int, isFavourite: Bool) {
      self.stars = stars
      self.isFavourite = isFavourite
    }
  }

  /// The story's identifier.
  public let id: Int
  /// The story's title.
  public let title: String
  /// The star count and the current user's favourite flag, changed together.
  public let favourites: Observable<Favourites>
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
    favourites = Observable(Favourites(stars: stars, isFavourite: false))
  }

  /// How many people favourited the story now.
  public var starCount: Int { favourites.value.stars }

  /// Whether the current user favourited the story now.
  public var isFavourite: Bool { favourites.value.isFavourite }

  /// Favourites the story (one more star), or unfavourites it (one fewer), as one change.
  public func toggleFavourite() {
    let next = gate.withLock { _ in
      let now = favourites.value
      return Favourites(
        stars: now.stars + (now.isFavourite ? -1 : 1), isFavourite: !now.isFavourite)
    }
    favourites.value = next
  }
}
