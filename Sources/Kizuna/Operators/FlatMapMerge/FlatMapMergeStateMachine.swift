/// The bookkeeping of one `flatMapMerge` observation: the running inner signals, their
/// subscriptions, and the outer values waiting for a free place when the number of running
/// inner signals is limited.
///
/// States: `running` → (outer completion) `draining` → (the last inner completion, nothing
/// waiting) `finished`; a failure or dispose ends any state. The result completes when the
/// outer signal and every inner signal have completed and nothing waits, and fails as soon as
/// any of them fails. ``Places`` states the invariants of the places.
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

  /// The inner signals holding a place and the values waiting for one.
  ///
  /// Invariants: `inners.count <= limit`; `waiting` is empty unless `inners.count == limit`.
  @usableFromInline struct Places: Sendable {
    /// The inner signals that hold a place (running or being subscribed).
    @usableFromInline var inners: [UInt64: Inner] = [:]
    /// Outer values whose inner signal waits for a running one to complete, oldest first.
    @usableFromInline var waiting = FIFOBuffer<Outer>()
    @usableFromInline var lastID: UInt64 = 0

    @inlinable init() {}
  }

  /// Where the observation stands; each case holds what it owns.
  @usableFromInline enum State: Sendable {
    /// The outer signal runs.
    case running(Places)
    /// The outer signal has completed; inner signals still run or wait.
    case draining(Places)
    /// Completed, failed or disposed: nothing more is sent.
    case finished
  }

  @usableFromInline var state: State = .running(Places())

  @inlinable init(limit: Int) {
    precondition(limit > 0, "flatMapMerge: maxConcurrent must be at least 1, got \(limit)")
    self.limit = limit
  }

  @inlinable var description: String {
    switch state {
    case .running(let places): "FlatMapMergeStateMachine(running, \(describe(places)))"
    case .draining(let places): "FlatMapMergeStateMachine(draining, \(describe(places)))"
    case .finished: "FlatMapMergeStateMachine(finished, limit: \(limit))"
    }
  }

  @inlinable func describe(_ places: Places) -> String {
    "inners: \(places.inners.keys.sorted()), waiting: \(places.waiting.count), limit: \(limit)"
  }

  /// Runs `body` on the places of a running or draining state, in place (no copy of the
  /// storage); `nil` when finished.
  @inlinable mutating func withPlaces<Result>(
    _ body: (inout Places, _ isDraining: Bool) -> Result
  ) -> Result? {
    switch state {
    case .running(var places):
      state = .finished  // so that `places` holds the only reference to its storage
      defer { state = .running(places) }
      return body(&places, false)
    case .draining(var places):
      state = .finished
      defer { state = .draining(places) }
      return body(&places, true)
    case .finished:
      return nil
    }
  }

  @inlinable mutating func outerValue(_ value: Outer) -> Action {
    switch state {
    case .running(var places):
      state = .finished
      defer { state = .running(places) }
      guard places.inners.count < limit else {
        places.waiting.append(value)
        return .none
      }
      return Self.start(value, in: &places)
    case .draining:
      preconditionFailure("flatMapMerge: a value after the outer completion in \(self)")
    case .finished:
      return .none
    }
  }

  @inlinable static func start(_ value: Outer, in places: inout Places) -> Action {
    places.lastID &+= 1
    places.inners[places.lastID] = .subscribing
    return .subscribe(id: places.lastID, value: value)
  }

  /// The subscription to inner signal `id` is ready (its `observe` returned).
  @inlinable mutating func subscribed(id: UInt64, subscription: any Disposable) -> Action {
    switch state {
    case .running(let places), .draining(let places):
      switch places.inners[id] {
      case nil:
        return .dispose(subscription)
      case .subscribing:
        _ = withPlaces { places, _ in places.inners[id] = .running(subscription) }
        return .none
      case .completedWhileSubscribing:
        return freePlace(of: id)
      case .running:
        preconditionFailure("flatMapMerge: inner \(id) subscribed twice in \(self)")
      }
    case .finished:
      return .dispose(subscription)
    }
  }

  @inlinable mutating func outerCompleted() -> Action {
    switch state {
    case .running(let places):
      guard places.inners.isEmpty else {
        state = .draining(places)
        return .none
      }
      state = .finished
      return .complete
    case .draining, .finished:
      return .none
    }
  }

  @inlinable mutating func innerValue(id: UInt64) -> Action {
    switch state {
    case .running(let places), .draining(let places):
      places.inners[id] != nil ? .forward : .none
    case .finished:
      .none
    }
  }

  /// Inner signal `id` completed.
  @inlinable mutating func innerCompleted(id: UInt64) -> Action {
    switch state {
    case .running(let places), .draining(let places):
      switch places.inners[id] {
      case .subscribing:
        _ = withPlaces { places, _ in places.inners[id] = .completedWhileSubscribing }
        return .none
      case .running: return freePlace(of: id)
      case .completedWhileSubscribing, nil:
        preconditionFailure("flatMapMerge: unknown inner \(id) completed in \(self)")
      }
    case .finished:
      return .none
    }
  }

  /// Inner signal `id` has ended: its place goes to the oldest waiting value, or the result
  /// completes when nothing runs, nothing waits and the outer signal has completed.
  @inlinable mutating func freePlace(of id: UInt64) -> Action {
    let action = withPlaces { places, isDraining -> Action? in
      places.inners[id] = nil
      if let value = places.waiting.popFirst() { return Self.start(value, in: &places) }
      guard isDraining, places.inners.isEmpty else { return Action.none }
      return nil  // complete, once the state is put back
    }
    guard case .some(let decided) = action else {
      preconditionFailure("flatMapMerge: inner \(id) ended after the end in \(self)")
    }
    guard let decided else {
      state = .finished
      return .complete
    }
    return decided
  }

  /// The outer signal or an inner signal failed.
  @inlinable mutating func failed() -> Action {
    guard case .finished = state else { return .fail(subscriptions: disposed()) }
    return .none
  }

  /// The observation ended: every stored subscription must be disposed.
  @inlinable mutating func disposed() -> [any Disposable] {
    switch state {
    case .running(let places), .draining(let places):
      state = .finished
      return places.inners.values.compactMap { inner -> (any Disposable)? in
        if case .running(let subscription) = inner { return subscription }
        return nil
      }
    case .finished:
      return []
    }
  }
}
