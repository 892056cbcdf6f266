/// How a table animates inserted, deleted or reloaded rows and sections.
///
/// Mirrors `UITableView.RowAnimation` without depending on UIKit.
///
/// ```swift
/// var animations = TableAnimations()
/// animations.delete = .fade
/// print(animations.delete)   // prints "fade"
/// ```
public enum TableAnimation: Hashable, Sendable {
  /// The table chooses.
  case automatic
  /// Fades in or out.
  case fade
  /// Slides from or to the right.
  case right
  /// Slides from or to the left.
  case left
  /// Slides from or to the top.
  case top
  /// Slides from or to the bottom.
  case bottom
  /// Keeps the space centered.
  case middle
  /// No animation.
  case none
}

/// The animation for each kind of change.
///
/// ```swift
/// let animations = TableAnimations(insert: .top, delete: .fade)
/// print(animations.insert, animations.reload)   // prints "top automatic"
/// ```
public struct TableAnimations: Hashable, Sendable {
  /// For inserted rows and sections.
  public var insert: TableAnimation
  /// For deleted rows and sections.
  public var delete: TableAnimation
  /// For reloaded rows and sections.
  public var reload: TableAnimation

  /// Creates the animations; every kind defaults to ``TableAnimation/automatic``.
  public init(
    insert: TableAnimation = .automatic, delete: TableAnimation = .automatic,
    reload: TableAnimation = .automatic
  ) {
    self.insert = insert
    self.delete = delete
    self.reload = reload
  }
}
