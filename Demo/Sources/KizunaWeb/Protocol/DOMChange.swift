/// One change to the browser's DOM, sent by the server inside a batch.
///
/// Every change names the element by `id` and carries only data: text is always applied as
/// text (`textContent` or an input's `value`), never parsed as HTML. Text field and switch
/// changes carry the sequence number of the last input the server had seen from that field,
/// so the browser can drop an echo that is older than what the user has typed since.
///
/// Table changes name rows by their stable id (never by a position the page may have changed
/// meanwhile by a drag) and carry in ``seq`` the table's version after the change: the page
/// reports the version it had when the user dragged a row, so the server knows whether the
/// page's positions matched its own (see ``ClientEvent/version``).
///
/// ```swift
/// let change = DOMChange.text("warning", "Passwords do not match.")
/// print(change.op)  // prints "text"
/// ```
public struct DOMChange: Codable, Sendable, Hashable {
  /// What kind of change this is.
  public enum Operation: String, Codable, Sendable {
    /// Sets an element's `textContent` to ``DOMChange/text``.
    case text
    /// Sets a text field's `value` to ``DOMChange/text``, unless stale (see ``DOMChange/seq``).
    case value
    /// Sets a checkbox's `checked` to ``DOMChange/flag``, unless stale.
    case checked
    /// Enables (`flag` true) or disables a control.
    case enabled
    /// Shows (`flag` false) or hides an element.
    case hidden
    /// Starts or stops an activity indicator's animation.
    case animating
    /// Sets the CSS `property` to `text` (only "opacity" and "color" are sent).
    case style
    /// Inserts a table row at `section`/`row`, with `rowID` and `text` as its label text.
    case insertRow
    /// Deletes the table row `rowID`.
    case deleteRow
    /// Moves the table row `rowID` to `toSection`/`toRow` (its index after the move).
    case moveRow
    /// Inserts a table section at `section` with `text` as its header title.
    case insertSection
    /// Deletes the table section at `section`.
    case deleteSection
    /// Sets the header title of the table section at `section` to `text`.
    case sectionTitle
    /// Removes every row and section of the table (a full reload follows as inserts).
    case reload
    /// Rearranges the whole table to ``DOMChange/layout``, keeping row elements by id.
    case layout
  }

  /// What kind of change this is.
  public var op: Operation
  /// The DOM id of the element changed.
  public var id: String
  /// The text for `text`, `value`, `style`, and row/section titles.
  public var text: String?
  /// The flag for `checked`, `enabled`, `hidden` and `animating`.
  public var flag: Bool?
  /// For `value` and `checked`: the last input sequence number the server had seen; for
  /// table changes: the table's version after the change.
  public var seq: Int?
  /// For `style`: the CSS property.
  public var property: String?
  /// For table changes: the section index.
  public var section: Int?
  /// For table changes: the row index.
  public var row: Int?
  /// For `moveRow`: the destination section.
  public var toSection: Int?
  /// For `moveRow`: the destination row.
  public var toRow: Int?
  /// For row changes: the stable identifier of the row (used to name its text field).
  public var rowID: String?
  /// For `layout`: the table's whole structure.
  public var layout: TableLayout?

  /// Creates a change; prefer the static constructors.
  public init(
    op: Operation, id: String, text: String? = nil, flag: Bool? = nil, seq: Int? = nil,
    property: String? = nil, section: Int? = nil, row: Int? = nil, toSection: Int? = nil,
    toRow: Int? = nil, rowID: String? = nil, layout: TableLayout? = nil
  ) {
    self.op = op
    self.id = id
    self.text = text
    self.flag = flag
    self.seq = seq
    self.property = property
    self.section = section
    self.row = row
    self.toSection = toSection
    self.toRow = toRow
    self.rowID = rowID
    self.layout = layout
  }

  /// Sets the text content of the element `id`.
  public static func text(_ id: String, _ text: String) -> DOMChange {
    DOMChange(op: .text, id: id, text: text)
  }

  /// Sets the value of the text field `id`, tagged with the last input sequence seen.
  public static func value(_ id: String, _ text: String, seq: Int) -> DOMChange {
    DOMChange(op: .value, id: id, text: text, seq: seq)
  }

  /// Sets the switch `id`, tagged with the last input sequence seen.
  public static func checked(_ id: String, _ isOn: Bool, seq: Int) -> DOMChange {
    DOMChange(op: .checked, id: id, flag: isOn, seq: seq)
  }

  /// Enables or disables the control `id`.
  public static func enabled(_ id: String, _ isEnabled: Bool) -> DOMChange {
    DOMChange(op: .enabled, id: id, flag: isEnabled)
  }

  /// Hides or shows the element `id`.
  public static func hidden(_ id: String, _ isHidden: Bool) -> DOMChange {
    DOMChange(op: .hidden, id: id, flag: isHidden)
  }

  /// Starts or stops the activity indicator `id`.
  public static func animating(_ id: String, _ isAnimating: Bool) -> DOMChange {
    DOMChange(op: .animating, id: id, flag: isAnimating)
  }

  /// Inserts, in table `id`, a row at `section`/`row` labelled `title` named `rowID`.
  public static func insertRow(
    _ id: String, section: Int, row: Int, rowID: String, title: String
  ) -> DOMChange {
    DOMChange(op: .insertRow, id: id, text: title, section: section, row: row, rowID: rowID)
  }

  /// Deletes, in table `id`, the row `rowID`.
  public static func deleteRow(_ id: String, rowID: String) -> DOMChange {
    DOMChange(op: .deleteRow, id: id, rowID: rowID)
  }

  /// Moves, in table `id`, the row `rowID` to `toSection`/`toRow` (its index after the move).
  public static func moveRow(
    _ id: String, rowID: String, toSection: Int, toRow: Int
  ) -> DOMChange {
    DOMChange(op: .moveRow, id: id, toSection: toSection, toRow: toRow, rowID: rowID)
  }

  /// Rearranges table `id` to `layout`.
  public static func layout(_ id: String, _ layout: TableLayout) -> DOMChange {
    DOMChange(op: .layout, id: id, layout: layout)
  }

  /// This change tagged with `version` in ``seq`` (for table changes).
  public func tagged(version: Int) -> DOMChange {
    var change = self
    change.seq = version
    return change
  }

  /// Inserts, in table `id`, a section at `section` titled `title`.
  public static func insertSection(_ id: String, section: Int, title: String) -> DOMChange {
    DOMChange(op: .insertSection, id: id, text: title, section: section)
  }

  /// Deletes, in table `id`, the section at `section` with its rows.
  public static func deleteSection(_ id: String, section: Int) -> DOMChange {
    DOMChange(op: .deleteSection, id: id, section: section)
  }

  /// Sets, in table `id`, the header title of `section`.
  public static func sectionTitle(_ id: String, section: Int, title: String) -> DOMChange {
    DOMChange(op: .sectionTitle, id: id, text: title, section: section)
  }

  /// Empties table `id`.
  public static func reload(_ id: String) -> DOMChange {
    DOMChange(op: .reload, id: id)
  }

  /// Sets the CSS `property` of the element `id`.
  public static func style(_ id: String, _ property: String, _ value: String) -> DOMChange {
    DOMChange(op: .style, id: id, text: value, property: property)
  }
}

/// A message from the server: one batch of changes, or an error report.
public struct ServerMessage: Codable, Sendable, Hashable {
  /// The changes, applied in order.
  public var changes: [DOMChange]?
  /// Why the last event was rejected: a short, stable message.
  public var error: String?
  /// Why the last event was rejected: a short, stable code (``WebEventError/code``).
  public var code: String?
  /// In the first message of a test server's session: the session's id, for reading its
  /// ``PageState`` at `/debug/sessions/<id>`.
  public var session: String?
  /// In the first message of a session: the label of its bindings in the binding inspector
  /// (`/inspector`), as in `Sign up #3`.
  public var bindingLabel: String?

  /// Creates a message.
  public init(changes: [DOMChange]? = nil, error: String? = nil, code: String? = nil) {
    self.changes = changes
    self.error = error
    self.code = code
  }

  /// Creates the reply reporting `rejection`.
  public init(rejection: WebEventError) {
    self.init(error: rejection.description, code: rejection.code)
  }
}
