/// The bookkeeping of one `combineLatest` observation: which sources have a value and which
/// have completed. The values themselves live in the operator's slots.
///
/// `combineLatest` emits once every source has a value, completes when every source has
/// completed, and fails on the first failure.
///
/// Invariant: `0 <= valuedCount <= sourceCount` and `0 <= completedCount <= sourceCount`
/// (a transition that would break them traps, naming the state); `.emit` only when
/// `valuedCount == sourceCount`; `isFinished` turns true once, with the one `.complete` or
/// `.fail`, and every method returns `.none` after it. It is the state of a
/// ``SerialDelivery``, so it is read and changed only under that delivery's lock.
@usableFromInline struct CombineLatestStateMachine: Sendable, CustomStringConvertible {
  @usableFromInline typealias Action = CombiningAction

  @usableFromInline let sourceCount: Int
  @usableFromInline var valuedCount = 0
  @usableFromInline var completedCount = 0
  @usableFromInline var isFinished = false

  @inlinable init(sourceCount: Int) {
    precondition(
      sourceCount >= 0, "CombineLatestStateMachine: sourceCount \(sourceCount) is negative")
    self.sourceCount = sourceCount
  }

  @inlinable var description: String {
    "CombineLatestStateMachine(sources: \(sourceCount), valued: \(valuedCount), completed: \(completedCount), finished: \(isFinished))"
  }

  /// All sources are attached: with no sources at all there is nothing to wait for.
  @inlinable mutating func start() -> Action {
    guard !isFinished, sourceCount == 0 else { return .none }
    isFinished = true
    return .complete
  }

  /// A source sent a value; `isFirstFromSource` when it is that source's first.
  @inlinable mutating func receivedValue(isFirstFromSource: Bool) -> Action {
    guard !isFinished else { return .none }
    if isFirstFromSource {
      precondition(
        valuedCount < sourceCount, "combineLatest: a value from an unknown source in \(self)")
      valuedCount += 1
    }
    return valuedCount == sourceCount ? .emit : .none
  }

  /// A source completed (each source at most once).
  @inlinable mutating func sourceCompleted() -> Action {
    guard !isFinished else { return .none }
    precondition(
      completedCount < sourceCount, "combineLatest: more completions than sources in \(self)")
    completedCount += 1
    guard completedCount == sourceCount else { return .none }
    isFinished = true
    return .complete
  }

  /// A source failed.
  @inlinable mutating func sourceFailed() -> Action {
    guard !isFinished else { return .none }
    isFinished = true
    return .fail
  }
}
