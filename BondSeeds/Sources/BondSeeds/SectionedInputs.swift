import KizunaBond

/// The sectioned text-inputs table of the articles, set up as Bond v4 code sets it up: an
/// `ObservableArray` of `ObservableArray`s of row models, each row's text an `Observable`,
/// rows added, removed and moved in batches. `sections` is what a table binds to.
public final class SectionedInputs: Sendable {
  /// One row: a title and a text bound two-way to its text field.
  public final class Row: Sendable, Hashable, CustomStringConvertible {
    public let title: String
    public let text: Observable<String?>

    public init(title: String, text: String = "") {
      self.title = title
      self.text = Observable(text)
    }

    public var description: String { "\(title): \(text.value ?? "")" }

    /// Rows are the same row only when they are the same object, as in Bond v4.
    public static func == (lhs: Row, rhs: Row) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  public let data = ObservableArray([
    ObservableArray([Row(title: "Name"), Row(title: "Email")]),
    ObservableArray([Row(title: "Street"), Row(title: "City")]),
  ])

  /// The nested arrays as sections a table binder follows.
  public let sections: NestedArraySections<Row>

  public init() {
    sections = data.sectionedForTables()
  }

  public func addRow(title: String, toSection section: Int) {
    data[section].append(Row(title: title))
  }

  public func removeRow(_ row: Int, ofSection section: Int) {
    data[section].removeAtIndex(row)
  }

  public func moveRow(from: Int, to: Int, inSection section: Int) {
    data[section].performBatchUpdates { rows in
      let row = rows.removeAtIndex(from)
      rows.insert(row, atIndex: to)
    }
  }

  public func addSection(titles: [String]) {
    data.append(ObservableArray(titles.map { Row(title: $0) }))
  }

  public var titles: [[String]] { data.array.map { $0.array.map(\.title) } }
}
