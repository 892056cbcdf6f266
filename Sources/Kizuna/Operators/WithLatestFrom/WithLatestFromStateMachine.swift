/// The bookkeeping of one `with(latestFrom:)` observation: which sampled sources have a value.
///
/// The result emits when the receiver sends a value and every sampled source has a value. It
/// completes when the receiver completes (sampled sources completing changes nothing: their
/// latest values stay usable) and fails when any source fails.
@usableFromInline struct WithLatestFromStateMachine: Sendable, CustomStringConvertible {
  @usableFromInline enum Action: Equatable, Sendable {
    /// Nothing to send.
    case none
    /// Send the receiver's value with the latest sampled values.
    case emit
    /// Send `.completed` and dispose the sources.
    case complete
    /// Send the failure and dispose the sources.
    case fail
  }

  @usableFromInline let sampledCount: Int
  @usableFromInline var valuedCount = 0
  @usableFromInline var isFinished = false

  @inlinable init(sampledCount: Int) {
    precondition(
      sampledCount >= 0, "WithLatestFromStateMachine: sampledCount \(sampledCount) is negative")
    self.sampledCount = sampledCount
  }

  @inlinable var description: String {
    "WithLatestFromStateMachine(sampled: \(sampledCount), valued: \(valuedCount), finished: \(isFinished))"
  }

  /// A sampled source sent a value; `isFirstFromSource` when it is that source's first.
  @inlinable mutating func receivedSample(isFirstFromSource: Bool) -> Action {
    guard !isFinished, isFirstFromSource else { return .none }
    precondition(
      valuedCount < sampledCount, "with(latestFrom:): a value from an unknown source in \(self)")
    valuedCount += 1
    return .none
  }

  /// The receiver sent a value.
  @inlinable mutating func receivedValue() -> Action {
    guard !isFinished, valuedCount == sampledCount else { return .none }
    return .emit
  }

  /// The receiver completed.
  @inlinable mutating func receiverCompleted() -> Action {
    guard !isFinished else { return .none }
    isFinished = true
    return .complete
  }

  /// The receiver or a sampled source failed.
  @inlinable mutating func failed() -> Action {
    guard !isFinished else { return .none }
    isFinished = true
    return .fail
  }
}
