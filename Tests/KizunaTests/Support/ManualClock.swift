import Kizuna

/// A clock that moves only when the test advances it; sleepers wake when their deadline passes.
final class ManualClock: Clock, Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration

    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper: Sendable {
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }
  private struct State: Sendable {
    var now = Instant(offset: .zero)
    var nextID = 0
    var sleepers: [Int: Sleeper] = [:]
    var sleeperWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }
  private let state = Lock.make(State())

  var now: Instant { state.withLock { $0.now } }
  var minimumResolution: Duration { .zero }

  /// How many tasks are sleeping on the clock.
  var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let (resumeNow, waiters) = state.withLock { state in
          if deadline <= state.now { return (true, [CheckedContinuation<Void, Never>]()) }
          state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
          return (false, takeSatisfiedWaiters(&state))
        }
        if resumeNow { continuation.resume() }
        for waiter in waiters { waiter.resume() }
      }
    } onCancel: {
      let (sleeper, waiters) = state.withLock { state in
        (state.sleepers.removeValue(forKey: id), takeSatisfiedWaiters(&state))
      }
      sleeper?.continuation.resume(throwing: CancellationError())
      for waiter in waiters { waiter.resume() }
    }
  }

  /// Moves time forward and wakes every sleeper whose deadline has passed.
  func advance(by duration: Duration) {
    let (due, waiters) = state.withLock { state in
      state.now = state.now.advanced(by: duration)
      let now = state.now
      let due = state.sleepers.filter { $0.value.deadline <= now }
      for id in due.keys { state.sleepers[id] = nil }
      return (due.values.map(\.continuation), takeSatisfiedWaiters(&state))
    }
    for continuation in due { continuation.resume() }
    for waiter in waiters { waiter.resume() }
  }

  /// Waits until exactly `count` tasks sleep on the clock.
  func waitForSleepers(count: Int) async {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state in
        if state.sleepers.count == count { return true }
        state.sleeperWaiters.append((count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  private func takeSatisfiedWaiters(_ state: inout State) -> [CheckedContinuation<Void, Never>] {
    let count = state.sleepers.count
    let ready = state.sleeperWaiters.filter { $0.count == count }.map(\.continuation)
    state.sleeperWaiters.removeAll { $0.count == count }
    return ready
  }
}
