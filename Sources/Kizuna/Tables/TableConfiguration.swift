/// How a ``TableBinder`` updates its table and answers the table's questions: the proxy of
/// Bond's table bindings.
///
/// ```swift
/// var configuration = TableConfiguration<String, Row>()
/// configuration.animations = TableAnimations(insert: .top, delete: .fade)
/// configuration.headerTitle = { title, _ in title }
/// configuration.canMoveRow = { _, _ in true }
/// let binder = TableBinder(table: table, configuration: configuration)
/// ```
@MainActor
public struct TableConfiguration<Metadata, Item> {
  /// How changes reach the table.
  public enum UpdateStyle: Hashable, Sendable {
    /// Animated batches planned in the given mode.
    case batches(TableUpdatePlanner.Mode)
    /// A full reload for every change.
    case reloadData
  }

  /// How changes reach the table; ``UpdateStyle/batches(_:)`` in strict mode by default.
  public var updateStyle: UpdateStyle = .batches(.strict)
  /// The animation for inserts, deletes and reloads.
  public var animations = TableAnimations()
  /// The header title of a section, from its metadata and index; no header by default.
  public var headerTitle: (@MainActor (Metadata, Int) -> String?)?
  /// The footer title of a section, from its metadata and index; no footer by default.
  public var footerTitle: (@MainActor (Metadata, Int) -> String?)?
  /// Whether a row can be edited (deleted by swiping); `false` by default.
  public var canEditRow: @MainActor (Item, ItemPath) -> Bool = { _, _ in false }
  /// Whether a row can be moved by the user; `false` by default.
  public var canMoveRow: @MainActor (Item, ItemPath) -> Bool = { _, _ in false }

  /// Creates the default configuration.
  public init() {}
}
