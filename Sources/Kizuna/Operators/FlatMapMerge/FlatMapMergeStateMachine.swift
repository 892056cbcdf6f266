/// The bookkeeping of one `flatMapMerge` observation: the running inner signals and their
/// subscriptions.
///
/// The result completes when the outer signal and every inner signal have completed, and fails
/// as soon as any of them fails.
@usableFromInline struct FlatMapMergeStateMachine: Sendable, CustomStringConvertible {
  @usableFromInline enum Action: Sendable {
    /// Nothing to send.
    case none
    /// Subscribe to the new inner signal `id`.
    case subscribe(id: UInt64)
    /// Pass the inner value on.
    case forward
    /// Send `.completed` and dispose `subscriptions`.
    case complete
    /// Send the failure and dispose `subscriptions`.
    case fail(subscriptions: [any Disposable])
    /// Dispose this subscription: its inner signal ended before it was stored.
    case dispose(any Disposable)
  }

  @usableFromInline var nextID: UInt64 = 0
  /// The running inner signals; `nil` while an inner signal is being subscribed.
  @usableFromInline var inners: [UInt64: (any Disposable)?] = [:]
  @usableFromInline var isOuterCompleted = false
  @usableFromInline var isFinished = false

  @inlinable init() {}

  @inlinable var description: String {
    "FlatMapMergeStateMachine(running: \(inners.keys.sorted()), outerCompleted: \(isOuterCompleted), finished: \(isFinished))"
  }

  @inlinable mutating func outerValue() -> Action {
    guard !isFinished else { return .none }
    precondition(!isOuterCompleted, "flatMapMerge: a value after the outer completion in \(self)")
    nextID += 1
    inners[nextID] = .some(nil)
    return .subscribe(id: nextID)
  }

  /// The subscription to inner signal `id` is ready (its `observe` returned).
  @inlinable mutating func subscribed(id: UInt64, subscription: any Disposable) -> Action {
    guard !isFinished, inners[id] != nil else { return .dispose(subscription) }
    inners[id] = subscription
    return .none
  }

  @inlinable mutating func outerCompleted() -> Action {
    guard !isFinished else { return .none }
    isOuterCompleted = true
    guard inners.isEmpty else { return .none }
    isFinished = true
    return .complete
  }

  @inlinable mutating func innerValue(id: UInt64) -> Action {
    !isFinished && inners[id] != nil ? .forward : .none
  }

  @inlinable mutating func innerCompleted(id: UInt64) -> Action {
    guard !isFinished else { return .none }
    let removed = inners.removeValue(forKey: id)
    precondition(removed != nil, "flatMapMerge: unknown inner \(id) completed in \(self)")
    guard isOuterCompleted, inners.isEmpty else { return .none }
    isFinished = true
    return .complete
  }

  /// The outer signal or an inner signal failed.
  @inlinable mutating func failed() -> Action {
    guard !isFinished else { return .none }
    isFinished = true
    let subscriptions = inners.values.compactMap { $0 }
    inners = [:]
    return .fail(subscriptions: subscriptions)
  }

  /// The observation was disposed: every stored subscription must be disposed.
  @inlinable mutating func disposed() -> [any Disposable] {
    isFinished = true
    let subscriptions = inners.values.compactMap { $0 }
    inners = [:]
    return subscriptions
  }
}
