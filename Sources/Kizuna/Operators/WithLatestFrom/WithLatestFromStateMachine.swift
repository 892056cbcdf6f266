/// The bookkeeping of one `with(latestFrom:)` observation: which sampled sources have a value.
///
/// The result emits when the receiver sends a value and every sampled source has a value. It
/// completes when the receiver completes (sampled sources completing changes nothing: their
/// latest values stay usable) and fails when any source fails.
struct WithLatestFromStateMachine: Sendable, CustomStringConvertible {
  enum Action: Equatable, Sendable {
    /// Nothing to send.
    case none
    /// Send the receiver's value with the latest sampled values.
    case emit
    /// Send `.completed` and dispose the sources.
    case complete
    /// Send the failure and dispose the sources.
    case fail
  }

  let sampledCount: Int
  private(set) var valuedCount = 0
  private(set) var isFinished = false

  init(sampledCount: Int) {
    precondition(
      sampledCount >= 0, "WithLatestFromStateMachine: sampledCount \(sampledCount) is negative")
    self.sampledCount = sampledCount
  }

  var description: String {
    "WithLatestFromStateMachine(sampled: \(sampledCount), valued: \(valuedCount), finished: \(isFinished))"
  }

  /// A sampled source sent a value; `isFirstFromSource` when it is that source's first.
  mutating func receivedSample(isFirstFromSource: Bool) -> Action {
    guard !isFinished, isFirstFromSource else { return .none }
    precondition(
      valuedCount < sampledCount, "with(latestFrom:): a value from an unknown source in \(self)")
    valuedCount += 1
    return .none
  }

  /// The receiver sent a value.
  mutating func receivedValue() -> Action {
    guard !isFinished, valuedCount == sampledCount else { return .none }
    return .emit
  }

  /// The receiver completed.
  mutating func receiverCompleted() -> Action {
    guard !isFinished else { return .none }
    isFinished = true
    return .complete
  }

  /// The receiver or a sampled source failed.
  mutating func failed() -> Action {
    guard !isFinished else { return .none }
    isFinished = true
    return .fail
  }
}
