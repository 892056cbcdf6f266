/// The state of one `prefix(untilOutputFrom:)` observation: running until the trigger fires or
/// the upstream ends.
struct PrefixUntilOutputStateMachine: Sendable, CustomStringConvertible {
  enum Action: Equatable, Sendable {
    /// Nothing to do.
    case none
    /// Pass the upstream event on.
    case forward
    /// Send the terminal event and dispose both subscriptions.
    case finish
  }

  private(set) var isFinished = false

  init() {}

  var description: String { "PrefixUntilOutputStateMachine(finished: \(isFinished))" }

  mutating func upstreamValue() -> Action { isFinished ? .none : .forward }

  /// The upstream completed or failed.
  mutating func upstreamTerminated() -> Action {
    guard !isFinished else { return .none }
    isFinished = true
    return .finish
  }

  /// The trigger sent a value.
  mutating func triggerFired() -> Action {
    guard !isFinished else { return .none }
    isFinished = true
    return .finish
  }
}
