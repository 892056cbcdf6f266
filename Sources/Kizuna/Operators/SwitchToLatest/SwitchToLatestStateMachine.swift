/// The bookkeeping of one `switchToLatest` / `flatMapLatest` observation.
///
/// Each inner signal gets an increasing ID; only the current one's events count, so events of
/// a replaced inner signal that race with the switch are dropped. The result completes when
/// the outer signal and the current inner signal have both completed, and fails when either
/// fails.
@usableFromInline struct SwitchToLatestStateMachine: Sendable, CustomStringConvertible {
  @usableFromInline enum Action: Equatable, Sendable {
    /// Nothing to send.
    case none
    /// Replace the current inner subscription with one to the new inner signal `id`.
    case subscribe(id: UInt64)
    /// Pass the inner value on.
    case forward
    /// Send `.completed` and dispose everything.
    case complete
    /// Send the failure and dispose everything.
    case fail
  }

  @usableFromInline var currentID: UInt64 = 0
  @usableFromInline var hasInner = false
  @usableFromInline var isOuterCompleted = false
  @usableFromInline var isFinished = false

  @inlinable init() {}

  @inlinable var description: String {
    "SwitchToLatestStateMachine(current: \(currentID), hasInner: \(hasInner), outerCompleted: \(isOuterCompleted), finished: \(isFinished))"
  }

  /// The outer signal sent a new inner signal.
  @inlinable mutating func outerValue() -> Action {
    guard !isFinished else { return .none }
    precondition(!isOuterCompleted, "switchToLatest: a value after the outer completion in \(self)")
    currentID += 1
    hasInner = true
    return .subscribe(id: currentID)
  }

  @inlinable mutating func outerCompleted() -> Action {
    guard !isFinished else { return .none }
    isOuterCompleted = true
    guard !hasInner else { return .none }
    isFinished = true
    return .complete
  }

  /// Inner signal `id` sent a value.
  @inlinable mutating func innerValue(id: UInt64) -> Action {
    precondition(id <= currentID, "switchToLatest: a value from unknown inner \(id) in \(self)")
    return !isFinished && id == currentID ? .forward : .none
  }

  /// Inner signal `id` completed.
  @inlinable mutating func innerCompleted(id: UInt64) -> Action {
    precondition(id <= currentID, "switchToLatest: completion of unknown inner \(id) in \(self)")
    guard !isFinished, id == currentID else { return .none }
    hasInner = false
    guard isOuterCompleted else { return .none }
    isFinished = true
    return .complete
  }

  /// The outer signal (`id == nil`) or inner signal `id` failed.
  @inlinable mutating func failed(id: UInt64?) -> Action {
    if let id {
      precondition(id <= currentID, "switchToLatest: failure of unknown inner \(id) in \(self)")
      guard id == currentID else { return .none }
    }
    guard !isFinished else { return .none }
    isFinished = true
    return .fail
  }
}
