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
