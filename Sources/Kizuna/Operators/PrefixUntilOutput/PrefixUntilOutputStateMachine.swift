/// The state of one `prefix(untilOutputFrom:)` observation: running until the trigger fires or
/// the upstream ends.
@usableFromInline struct PrefixUntilOutputStateMachine: Sendable, CustomStringConvertible {
  @usableFromInline enum Action: Equatable, Sendable {
    /// Nothing to do.
    case none
    /// Pass the upstream event on.
    case forward
    /// Send the terminal event and dispose both subscriptions.
    case finish
  }

  @usableFromInline var isFinished = false

  @inlinable init() {}

  @inlinable var description: String { "PrefixUntilOutputStateMachine(finished: \(isFinished))" }

  @inlinable mutating func upstreamValue() -> Action { isFinished ? .none : .forward }

  /// The upstream completed or failed.
  @inlinable mutating func upstreamTerminated() -> Action {
    guard !isFinished else { return .none }
    isFinished = true
    return .finish
  }

  /// The trigger sent a value.
  @inlinable mutating func triggerFired() -> Action {
    guard !isFinished else { return .none }
    isFinished = true
    return .finish
  }
}
