/// One browser event, sent by the page over the WebSocket as JSON.
///
/// ```json
/// {"type": "input", "id": "loginID", "value": "kiz", "seq": 3}
/// {"type": "change", "id": "terms", "checked": true, "seq": 1}
/// {"type": "click", "id": "signUp"}
/// {"type": "move", "id": "table", "rowID": "row-3", "toSection": 1, "toRow": 0, "version": 4}
/// {"type": "resync", "id": "table"}
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
    /// The page could not apply a change to the control and asks for its whole state.
    case resync
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
  /// For `move`: the stable id of the row dragged.
  public var rowID: String?
  /// For `move`: the destination section.
  public var toSection: Int?
  /// For `move`: the row's index in the destination section after the move.
  public var toRow: Int?
  /// For `move`: the table version the page showed when the user dragged (the `seq` of the
  /// last table change it applied).
  public var version: Int?

  /// Creates an event; used by tests and the page script's Swift twin.
  public init(
    type: Kind, id: String, value: String? = nil, checked: Bool? = nil, seq: Int? = nil,
    rowID: String? = nil, toSection: Int? = nil, toRow: Int? = nil, version: Int? = nil
  ) {
    self.type = type
    self.id = id
    self.value = value
    self.checked = checked
    self.seq = seq
    self.rowID = rowID
    self.toSection = toSection
    self.toRow = toRow
    self.version = version
  }
}

/// Why a browser event was rejected; the session logs it, reports it and continues.
///
/// The reply names the rejection with a short stable ``code`` and a short ``description``;
/// neither contains decoder internals or the rejected text.
///
/// ```swift
/// let error = WebEventError.unknownControl("row-9")
/// print(error.code)         // prints "unknown-control"
/// print(error.description)  // prints "event for an unknown control rejected"
/// ```
public enum WebEventError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The message exceeded the size limit.
  case tooLarge(bytes: Int, limit: Int)
  /// The message was not valid JSON for a ``ClientEvent``; `detail` is for the server log only.
  case malformed(detail: String)
  /// No control with this id exists on the page.
  case unknownControl(String)
  /// The control does not accept this kind of event, or a needed field was missing.
  case unsupported(ClientEvent.Kind, control: String)
  /// The message was binary; the protocol is JSON text.
  case binary

  /// A short, stable code for the client: "too-large", "malformed", "unknown-control",
  /// "unsupported" or "binary".
  public var code: String {
    switch self {
    case .tooLarge: "too-large"
    case .malformed: "malformed"
    case .unknownControl: "unknown-control"
    case .unsupported: "unsupported"
    case .binary: "binary"
    }
  }

  /// A short, stable message for the client.
  public var description: String {
    switch self {
    case .tooLarge(_, let limit): "message rejected: the limit is \(limit) bytes"
    case .malformed: "malformed message rejected"
    case .unknownControl: "event for an unknown control rejected"
    case .unsupported: "event not supported by its control, or incomplete"
    case .binary: "binary messages are not supported"
    }
  }

  /// What the server log says: the description and, for the server's eyes only, the detail.
  var logDescription: String {
    switch self {
    case .tooLarge(let bytes, let limit): "message of \(bytes) bytes over the \(limit)-byte limit"
    case .malformed(let detail): "malformed message: \(detail)"
    case .unknownControl(let id): "event for unknown control \"\(id.prefix(64))\""
    case .unsupported(let kind, let control):
      "\(kind.rawValue) event for control \"\(control.prefix(64))\" not supported or incomplete"
    case .binary: "binary message"
    }
  }
}
