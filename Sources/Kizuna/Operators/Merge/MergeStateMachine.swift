/// The bookkeeping of one `merge` observation: how many sources are still running.
///
/// `merge` passes every value on, completes when every source has completed, and fails on the
/// first failure.
@usableFromInline struct MergeStateMachine: Sendable, CustomStringConvertible {
  @usableFromInline enum Action: Equatable, Sendable {
    /// Pass the value on.
    case forward
    /// Nothing to send.
    case none
    /// Send `.completed` and dispose the sources.
    case complete
    /// Send the failure and dispose the sources.
    case fail
  }

  @usableFromInline var runningCount: Int
  @usableFromInline var isFinished = false

  @inlinable init(sourceCount: Int) {
    precondition(sourceCount >= 0, "MergeStateMachine: sourceCount \(sourceCount) is negative")
    runningCount = sourceCount
  }

  @inlinable var description: String {
    "MergeStateMachine(running: \(runningCount), finished: \(isFinished))"
  }

  /// All sources are attached: with no sources there is nothing to wait for.
  @inlinable mutating func start() -> Action {
    guard !isFinished, runningCount == 0 else { return .none }
    isFinished = true
    return .complete
  }

  @inlinable mutating func receivedValue() -> Action { isFinished ? .none : .forward }

  /// A source completed (each source at most once).
  @inlinable mutating func sourceCompleted() -> Action {
    guard !isFinished else { return .none }
    precondition(runningCount > 0, "merge: more completions than sources in \(self)")
    runningCount -= 1
    guard runningCount == 0 else { return .none }
    isFinished = true
    return .complete
  }

  @inlinable mutating func sourceFailed() -> Action {
    guard !isFinished else { return .none }
    isFinished = true
    return .fail
  }
}
