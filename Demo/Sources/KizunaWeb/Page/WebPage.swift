import Kizuna

/// The server-side twin of one browser tab's page: its controls, and the DOM changes waiting
/// to be sent.
///
/// Controls register themselves by DOM id. When a control's bound property changes, it
/// enqueues a ``DOMChange``. Changes made while an event is handled are collected and returned
/// by ``handle(_:)`` as one batch; changes made at other times (a timer finishing a request)
/// call the `requestFlush` closure once, and the session then sends ``takePending()``.
///
/// ```swift
/// let page = WebPage { print("flush requested") }
/// let label = WebLabel(id: "greeting", in: page)
/// label.text.value = "Hello"          // prints "flush requested"
/// print(page.takePending().count)     // prints 3 (initial text and colour, then "Hello")
/// ```
///
/// A page made with a ``bindingLabel`` handles its events and runs its batches under that
/// label (`LiveBindings.withLabel`), so every binding made for the page (a table's new row, a
/// request's result) is listed under its session in the binding inspector.
///
/// Thread-safe: events and property changes may come from any thread.
public final class WebPage: Sendable {
  private struct State: Sendable {
    var controls: [String: any WebControl] = [:]
    var pending: [DOMChange] = []
    var handlingDepth = 0
    var isFlushRequested = false
    /// The last display change per element, and per operation and property, to drop repeats.
    var shown: [String: [String: DOMChange]] = [:]

    mutating func takePending() -> [DOMChange] {
      defer {
        pending.removeAll()
        isFlushRequested = false
      }
      return pending
    }
  }
  private let state = Lock.make(State())
  private let requestFlush: @Sendable () -> Void
  /// The label of the bindings made for this page, as in `Sign up #3`; `nil` for none.
  public let bindingLabel: String?

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - bindingLabel: The label of every binding made in ``withBindingLabel(_:)``, in
  ///     ``handle(_:)`` and in ``performBatch(_:)``; `nil` adds none.
  ///   - requestFlush: Called (outside any lock) when a change arrives outside event
  ///     handling and no flush is pending yet; the owner should then send ``takePending()``.
  public init(bindingLabel: String? = nil, requestFlush: @escaping @Sendable () -> Void = {}) {
    self.bindingLabel = bindingLabel
    self.requestFlush = requestFlush
  }

  /// Runs `body` with the page's ``bindingLabel`` on every binding it makes.
  ///
  /// - Parameter body: The code that makes bindings (a screen being built, say).
  /// - Returns: What `body` returns.
  public func withBindingLabel<Result>(_ body: () throws -> Result) rethrows -> Result {
    guard let bindingLabel else { return try body() }
    return try LiveBindings.withLabel(bindingLabel, body)
  }

  /// Adds `control` to the page; its id must be unique on the page.
  public func register(_ control: some WebControl) {
    state.withLock { state in
      precondition(
        state.controls[control.id] == nil,
        "WebPage.register: a control with id \"\(control.id)\" is already on the page")
      state.controls[control.id] = control
    }
  }

  /// Removes the control with `id`, if any (for table rows that go away), and forgets what it
  /// showed: a control registered later under the same id sends all of its display changes,
  /// for an element the page makes afresh.
  public func unregister(id: String) {
    state.withLock { state in
      state.controls.removeValue(forKey: id)
      state.shown.removeValue(forKey: id)
    }
  }

  /// Queues again the last display change of each property of the element `id` (text,
  /// enabled, hidden, animating, style): for a page that lost track and made it afresh.
  public func resendShown(id: String) {
    let changes = state.withLock { state in
      (state.shown[id] ?? [:]).sorted { $0.key < $1.key }.map(\.value)
    }
    for change in changes {
      // Forget first, so that enqueue does not drop it as a repeat.
      _ = state.withLock { $0.shown[id]?.removeValue(forKey: Self.shownKey(change)) }
      enqueue(change)
    }
  }

  /// The control with `id`, if registered.
  public func control(id: String) -> (any WebControl)? {
    state.withLock { $0.controls[id] }
  }

  /// Queues `change` for the next batch.
  ///
  /// A display change (text, enabled, hidden, animating, style) equal to the last one queued
  /// for the same element and property is dropped: bound signals often repeat a value.
  public func enqueue(_ change: DOMChange) {
    let shouldRequest = state.withLock { state in
      switch change.op {
      case .text, .enabled, .hidden, .animating, .style:
        let key = Self.shownKey(change)
        guard state.shown[change.id]?[key] != change else { return false }
        state.shown[change.id, default: [:]][key] = change
      default:
        break
      }
      state.pending.append(change)
      guard state.handlingDepth == 0, !state.isFlushRequested else { return false }
      state.isFlushRequested = true
      return true
    }
    if shouldRequest { requestFlush() }
  }

  /// What a display change sets, within its element: its operation and property.
  private static func shownKey(_ change: DOMChange) -> String {
    "\(change.op.rawValue) \(change.property ?? "")"
  }

  /// Delivers `event` to its control and returns every change made meanwhile, as one batch.
  ///
  /// - Throws: ``WebEventError`` when no control has the event's id or the control rejects it;
  ///   changes made so far stay queued.
  public func handle(_ event: ClientEvent) throws(WebEventError) -> [DOMChange] {
    let control = state.withLock { state -> (any WebControl)? in
      guard let control = state.controls[event.id] else { return nil }
      state.handlingDepth += 1
      return control
    }
    guard let control else { throw .unknownControl(event.id) }
    let failure: WebEventError? = withBindingLabel {
      do throws(WebEventError) {
        try control.handle(event)
        return nil
      } catch {
        return error
      }
    }
    let batch = state.withLock { state in
      state.handlingDepth -= 1
      return state.handlingDepth == 0 ? state.takePending() : []
    }
    if let failure {
      if !batch.isEmpty { state.withLock { $0.pending.insert(contentsOf: batch, at: 0) } }
      throw failure
    }
    return batch
  }

  /// Runs `work` (a timer's callback, say) and requests one flush for all changes it made.
  public func performBatch(_ work: () -> Void) {
    state.withLock { $0.handlingDepth += 1 }
    withBindingLabel(work)
    let shouldRequest = state.withLock { state in
      state.handlingDepth -= 1
      guard state.handlingDepth == 0, !state.pending.isEmpty, !state.isFlushRequested else {
        return false
      }
      state.isFlushRequested = true
      return true
    }
    if shouldRequest { requestFlush() }
  }

  /// What the server holds for this page: every control's value (for tests).
  @MainActor public func describe() -> PageState {
    let controls = state.withLock { Array($0.controls.values) }
    var result = PageState()
    for control in controls {
      (control as? any PageStateDescribing)?.describe(into: &result)
    }
    return result
  }

  /// Takes every queued change, for sending as one batch.
  public func takePending() -> [DOMChange] {
    state.withLock { $0.takePending() }
  }
}
