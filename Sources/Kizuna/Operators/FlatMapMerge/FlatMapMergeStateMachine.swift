/// The bookkeeping of one `flatMapMerge` observation: the running inner signals, their
/// subscriptions, and the outer values waiting for a free place when the number of running
/// inner signals is limited.
///
/// Invariants: `inners.count <= limit`; `waiting` is empty unless `inners.count == limit`;
/// once `isFinished`, both are empty and nothing more is sent. The result completes when the
/// outer signal and every inner signal have completed and nothing waits, and fails as soon as
/// any of them fails.
@usableFromInline
struct FlatMapMergeStateMachine<Outer: Sendable>: Sendable,
  CustomStringConvertible
{
  @usableFromInline enum Action: Sendable {
    /// Nothing to send.
    case none
    /// Subscribe to the inner signal `id`, made from `value`.
    case subscribe(id: UInt64, value: Outer)
    /// Pass the inner value on.
    case forward
    /// Send `.completed` and dispose the outer subscription.
    case complete
    /// Send the failure and dispose `subscriptions`.
    case fail(subscriptions: [any Disposable])
    /// Dispose this subscription: its inner signal ended before it was stored.
    case dispose(any Disposable)
  }

  /// At most this many inner signals run at once; `Int.max` for no limit.
  @usableFromInline let limit: Int
  @usableFromInline var nextID: UInt64 = 0
  /// Where one inner signal stands.
  @usableFromInline enum Inner: Sendable {
    /// Its `observe` has not returned yet.
    case subscribing
    /// It runs; this is its subscription.
    case running(any Disposable)
    /// It completed before its `observe` returned. It keeps its place until then, so that the
    /// next waiting value is started by the subscribing caller's loop, not by a recursive call
    /// inside the inner signal's `observe`.
    case completedWhileSubscribing
  }

  /// The inner signals that hold a place (running or being subscribed).
  @usableFromInline var inners: [UInt64: Inner] = [:]
  /// Outer values whose inner signal waits for a running one to complete, oldest first.
  @usableFromInline var waiting = FIFOBuffer<Outer>()
  @usableFromInline var isOuterCompleted = false
  @usableFromInline var isFinished = false

  @inlinable init(limit: Int) {
    precondition(limit > 0, "flatMapMerge: maxConcurrent must be at least 1, got \(limit)")
    self.limit = limit
  }

  @inlinable var description: String {
    "FlatMapMergeStateMachine(running: \(inners.keys.sorted()), waiting: \(waiting.count), limit: \(limit), outerCompleted: \(isOuterCompleted), finished: \(isFinished))"
  }

  @inlinable mutating func outerValue(_ value: Outer) -> Action {
    guard !isFinished else { return .none }
    precondition(!isOuterCompleted, "flatMapMerge: a value after the outer completion in \(self)")
    guard inners.count < limit else {
      waiting.append(value)
      return .none
    }
    return start(value)
  }

  @inlinable mutating func start(_ value: Outer) -> Action {
    nextID += 1
    inners[nextID] = .subscribing
    return .subscribe(id: nextID, value: value)
  }

  /// The subscription to inner signal `id` is ready (its `observe` returned).
  @inlinable mutating func subscribed(id: UInt64, subscription: any Disposable) -> Action {
    guard !isFinished, let inner = inners[id] else { return .dispose(subscription) }
    switch inner {
    case .subscribing:
      inners[id] = .running(subscription)
      return .none
    case .completedWhileSubscribing:
      return freePlace(of: id)
    case .running:
      preconditionFailure("flatMapMerge: inner \(id) subscribed twice in \(self)")
    }
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

  /// Inner signal `id` completed.
  @inlinable mutating func innerCompleted(id: UInt64) -> Action {
    guard !isFinished else { return .none }
    switch inners[id] {
    case .subscribing:
      inners[id] = .completedWhileSubscribing
      return .none
    case .running: return freePlace(of: id)
    case .completedWhileSubscribing, nil:
      preconditionFailure("flatMapMerge: unknown inner \(id) completed in \(self)")
    }
  }

  /// Inner signal `id` has ended: its place goes to the oldest waiting value, or the result
  /// completes when nothing runs, nothing waits and the outer signal has completed.
  @inlinable mutating func freePlace(of id: UInt64) -> Action {
    inners[id] = nil
    if let value = waiting.popFirst() { return start(value) }
    guard isOuterCompleted, inners.isEmpty else { return .none }
    isFinished = true
    return .complete
  }

  /// The outer signal or an inner signal failed.
  @inlinable mutating func failed() -> Action {
    guard !isFinished else { return .none }
    return .fail(subscriptions: disposed())
  }

  /// The observation ended: every stored subscription must be disposed.
  @inlinable mutating func disposed() -> [any Disposable] {
    isFinished = true
    let subscriptions = inners.values.compactMap { inner -> (any Disposable)? in
      if case .running(let subscription) = inner { return subscription }
      return nil
    }
    inners = [:]
    waiting.removeAll()
    return subscriptions
  }
}
