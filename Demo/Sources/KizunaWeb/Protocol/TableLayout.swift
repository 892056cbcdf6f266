/// A table's whole structure as the server holds it: its sections' titles and rows, in order.
///
/// Sent in a ``DOMChange/Operation/layout`` change when the page may show the table in
/// another order than the server (the user dragged a row against an older version of the
/// table), and when the page asks for a resync. The page rearranges its row elements (kept by
/// row id, so a field keeps its text, focus and caret) to match, creates the rows it lacks,
/// and drops those the layout does not name.
///
/// ```swift
/// let name = TableLayout.Row(id: "row-1", title: "Name")
/// let layout = TableLayout(sections: [.init(title: "Profile", rows: [name])])
/// print(layout.sections[0].rows.map(\.id))  // prints ["row-1"]
/// ```
public struct TableLayout: Codable, Sendable, Hashable {
  /// One section: its header title and rows.
  public struct Section: Codable, Sendable, Hashable {
    /// The header title.
    public var title: String
    /// The rows, in order.
    public var rows: [Row]

    /// Creates a section.
    public init(title: String, rows: [Row]) {
      self.title = title
      self.rows = rows
    }
  }

  /// One row: its stable id (its text field's DOM id) and its label.
  public struct Row: Codable, Sendable, Hashable {
    /// The row's stable id.
    public var id: String
    /// The row's label.
    public var title: String

    /// Creates a row.
    public init(id: String, title: String) {
      self.id = id
      self.title = title
    }
  }

  /// The sections, in order.
  public var sections: [Section]

  /// Creates a layout.
  public init(sections: [Section]) {
    self.sections = sections
  }

  /// The row ids, by section.
  public var rowIDs: [[String]] { sections.map { $0.rows.map(\.id) } }
}
