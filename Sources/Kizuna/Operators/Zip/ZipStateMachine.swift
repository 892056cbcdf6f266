/// The bookkeeping of one `zip` observation: how many sources have buffered values. The
/// buffers themselves live in the operator's slots.
///
/// `zip` emits a tuple whenever every source has at least one buffered value, completes as
/// soon as a source has completed and its buffer is empty (no further tuple is possible), and
/// fails on the first failure.
@usableFromInline struct ZipStateMachine: Sendable, CustomStringConvertible {
  @usableFromInline typealias Action = CombiningAction

  @usableFromInline let sourceCount: Int
  @usableFromInline var nonEmptyCount = 0
  @usableFromInline var isFinished = false

  @inlinable init(sourceCount: Int) {
    precondition(sourceCount >= 0, "ZipStateMachine: sourceCount \(sourceCount) is negative")
    self.sourceCount = sourceCount
  }

  @inlinable var description: String {
    "ZipStateMachine(sources: \(sourceCount), nonEmpty: \(nonEmptyCount), finished: \(isFinished))"
  }

  /// All sources are attached: with no sources at all no tuple can ever be made.
  @inlinable mutating func start() -> Action {
    guard !isFinished, sourceCount == 0 else { return .none }
    isFinished = true
    return .complete
  }

  /// A source buffered a value; `bufferWasEmpty` when its buffer was empty before.
  @inlinable mutating func bufferedValue(bufferWasEmpty: Bool) -> Action {
    guard !isFinished else { return .none }
    if bufferWasEmpty {
      precondition(nonEmptyCount < sourceCount, "zip: a value from an unknown source in \(self)")
      nonEmptyCount += 1
    }
    return nonEmptyCount == sourceCount ? .emit : .none
  }

  /// A tuple was taken from the buffers; `nonEmptyCount` buffers still hold values and
  /// `hasExhaustedSource` tells whether a completed source has nothing left.
  @inlinable mutating func tookTuple(
    nonEmptyCount remaining: Int, hasExhaustedSource: Bool
  ) -> Action {
    precondition(
      !isFinished && nonEmptyCount == sourceCount && remaining <= sourceCount,
      "zip: took a tuple (\(remaining) buffers left) in \(self)")
    nonEmptyCount = remaining
    guard hasExhaustedSource else { return remaining == sourceCount ? .emit : .none }
    isFinished = true
    return .complete
  }

  /// A source completed; `bufferIsEmpty` when none of its values wait to be zipped.
  @inlinable mutating func sourceCompleted(bufferIsEmpty: Bool) -> Action {
    guard !isFinished, bufferIsEmpty else { return .none }
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
