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
