public import Kizuna

/// A text field: its ``text`` is two-way, changed by the user typing and by bindings.
///
/// Each input event from the browser carries a per-field sequence number. The field accepts
/// only newer inputs, and tags each value it sends with the last sequence number it has
/// seen, so the browser drops a value that was computed before the user's latest keystrokes:
/// typing is never lost to a late echo. A value equal to what the browser last sent is not
/// echoed at all.
///
/// ```swift
/// let field = WebTextField(id: "loginID", in: page)
/// model.loginID.bidirectionalBind(to: field.text).dispose(in: bag)
/// ```
///
/// Thread-safe.
public final class WebTextField: WebControl {
  private struct ClientState: Sendable {
    var seq = 0
    var text: String?
  }

  /// The DOM id.
  public let id: String
  /// The text, as typed by the user or set by a binding.
  public let text: Observable<String>
  private let client = Lock.make(ClientState())
  private weak let page: WebPage?
  private let bag = DisposeBag()

  /// Creates a text field and adds it to `page`.
  ///
  /// - Parameters:
  ///   - id: The DOM id of the `<input>` element.
  ///   - text: The initial text.
  ///   - page: The page that sends the field's changes.
  public init(id: String, text: String = "", in page: WebPage) {
    self.id = id
    self.text = Observable(text)
    self.page = page
    page.register(self)
    BindingInspector.name(self.text, "#\(id).text")
    self.text.observeNext { [client, weak page] value in
      let change: DOMChange? = client.withLock { client in
        guard client.text != value else { return nil }
        client.text = value
        return .value(id, value, seq: client.seq)
      }
      if let change { page?.enqueue(change) }
    }.dispose(in: bag)
  }

  /// Sends the text again, tagged with the last input sequence seen: for a page that asked
  /// for a resync (its field may have been made afresh).
  func resend() {
    let value = text.value
    let change = client.withLock { client in
      client.text = value
      return DOMChange.value(id, value, seq: client.seq)
    }
    page?.enqueue(change)
  }

  /// Takes an `input` event: the field's whole text and its sequence number.
  public func handle(_ event: ClientEvent) throws(WebEventError) {
    guard event.type == .input, let value = event.value, let seq = event.seq else {
      throw .unsupported(event.type, control: id)
    }
    let isNewer = client.withLock { client in
      guard seq > client.seq else { return false }
      client.seq = seq
      client.text = value
      return true
    }
    if isNewer { text.value = value }
  }
}
