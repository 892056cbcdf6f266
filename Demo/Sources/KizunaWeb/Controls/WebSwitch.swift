public import Kizuna

/// A switch (a checkbox styled as a toggle): its ``isOn`` is two-way.
///
/// Like ``WebTextField``, changes from the browser carry a sequence number and values sent
/// back are tagged with the last one seen, so a late echo never undoes a newer toggle.
///
/// ```swift
/// let terms = WebSwitch(id: "terms", in: page)
/// model.acceptsTerms.bidirectionalBind(to: terms.isOn).dispose(in: bag)
/// ```
///
/// Thread-safe.
public final class WebSwitch: WebControl {
  private struct ClientState: Sendable {
    var seq = 0
    var isOn: Bool?
  }

  /// The DOM id.
  public let id: String
  /// Whether the switch is on.
  public let isOn: Observable<Bool>
  private let client = Lock.make(ClientState())
  private let bag = DisposeBag()

  /// Creates a switch and adds it to `page`.
  ///
  /// - Parameters:
  ///   - id: The DOM id of the checkbox.
  ///   - isOn: The initial state.
  ///   - page: The page that sends the switch's changes.
  public init(id: String, isOn: Bool = false, in page: WebPage) {
    self.id = id
    self.isOn = Observable(isOn)
    page.register(self)
    BindingInspector.name(self.isOn, "#\(id).isOn")
    self.isOn.observeNext { [client, weak page] value in
      let change: DOMChange? = client.withLock { client in
        guard client.isOn != value else { return nil }
        client.isOn = value
        return .checked(id, value, seq: client.seq)
      }
      if let change { page?.enqueue(change) }
    }.dispose(in: bag)
  }

  /// Takes a `change` event: the new state and its sequence number.
  public func handle(_ event: ClientEvent) throws(WebEventError) {
    guard event.type == .change, let value = event.checked, let seq = event.seq else {
      throw .unsupported(event.type, control: id)
    }
    let isNewer = client.withLock { client in
      guard seq > client.seq else { return false }
      client.seq = seq
      client.isOn = value
      return true
    }
    if isNewer { isOn.value = value }
  }
}
