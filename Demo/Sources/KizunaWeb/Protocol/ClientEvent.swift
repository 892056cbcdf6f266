/// One browser event, sent by the page over the WebSocket as JSON.
///
/// ```json
/// {"type": "input", "id": "loginID", "value": "kiz", "seq": 3}
/// {"type": "change", "id": "terms", "checked": true, "seq": 1}
/// {"type": "click", "id": "signUp"}
/// {"type": "move", "id": "table", "section": 0, "row": 2, "toSection": 1, "toRow": 0}
/// ```
public struct ClientEvent: Codable, Sendable, Hashable {
  /// The kind of browser event.
  public enum Kind: String, Codable, Sendable {
    /// Text typed into a text field.
    case input
    /// A switch toggled.
    case change
    /// A button clicked.
    case click
    /// A table row dragged to a new place.
    case move
  }

  /// The kind of browser event.
  public var type: Kind
  /// The DOM id of the control.
  public var id: String
  /// For `input`: the field's whole text.
  public var value: String?
  /// For `change`: the switch's new state.
  public var checked: Bool?
  /// For `input` and `change`: the field's input sequence number, increasing by one per event.
  public var seq: Int?
  /// For `move`: the source section.
  public var section: Int?
  /// For `move`: the source row.
  public var row: Int?
  /// For `move`: the destination section.
  public var toSection: Int?
  /// For `move`: the destination row.
  public var toRow: Int?

  /// Creates an event; used by tests and the page script's Swift twin.
  public init(
    type: Kind, id: String, value: String? = nil, checked: Bool? = nil, seq: Int? = nil,
    section: Int? = nil, row: Int? = nil, toSection: Int? = nil, toRow: Int? = nil
  ) {
    self.type = type
    self.id = id
    self.value = value
    self.checked = checked
    self.seq = seq
    self.section = section
    self.row = row
    self.toSection = toSection
    self.toRow = toRow
  }
}

/// Why a browser event was rejected; the session logs it, reports it and continues.
public enum WebEventError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The message exceeded the size limit.
  case tooLarge(bytes: Int, limit: Int)
  /// The message was not valid JSON for a ``ClientEvent``.
  case malformed(String)
  /// No control with this id exists on the page.
  case unknownControl(String)
  /// The control does not accept this kind of event, or a needed field was missing.
  case unsupported(ClientEvent.Kind, control: String)

  /// A readable explanation.
  public var description: String {
    switch self {
    case .tooLarge(let bytes, let limit):
      "message of \(bytes) bytes rejected: the limit is \(limit) bytes"
    case .malformed(let reason): "malformed message rejected: \(reason)"
    case .unknownControl(let id): "event for unknown control \"\(id)\" rejected"
    case .unsupported(let kind, let control):
      "\(kind.rawValue) event for control \"\(control)\" rejected: not supported or incomplete"
    }
  }
}
