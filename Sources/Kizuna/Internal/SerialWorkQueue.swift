/// Work waiting to run one piece at a time, in FIFO order, with at most one drain job in flight.
///
/// The owner (a scheduler) decides where a drain job runs (the main actor, a task); this type
/// only decides, under its lock, whether a new job is needed. Work is never run while the lock
/// is held.
package final class SerialWorkQueue: Sendable {
  /// A piece of work.
  package typealias Work = @Sendable () -> Void

  /// What the caller of ``submit(_:runInlineIfIdle:)`` must do next.
  package enum SubmitAction: Equatable, Sendable {
    /// Nothing was queued: run the work now, on the calling thread.
    case runInline
    /// The work was queued and no drain job was in flight: start one.
    case startDrain
    /// The work was queued behind a drain job already in flight.
    case none
  }

  private struct State: Sendable {
    var items = FIFOBuffer<Work>()
    var isDrainScheduled = false
  }
  private let state = Lock.make(State())

  package init() {}

  /// Queues `work`, or asks the caller to run it at once when `runInlineIfIdle` is true and
  /// nothing is queued.
  ///
  /// - Parameter work: Made only when it is queued (under the lock: it must not call out), so
  ///   that work run at once needs no closure of its own.
  package func submit(_ work: @autoclosure () -> Work, runInlineIfIdle: Bool) -> SubmitAction {
    state.withLock { state in
      if runInlineIfIdle && state.items.isEmpty { return .runInline }
      state.items.append(work())
      if state.isDrainScheduled { return .none }
      state.isDrainScheduled = true
      return .startDrain
    }
  }

  /// Runs up to `limit` queued pieces of work in order, each outside the lock.
  ///
  /// - Returns: `true` when work remains and the caller must start another drain job (the
  ///   queue still counts that job as in flight); `false` when the queue ran empty.
  package func drain(limit: Int) -> Bool {
    precondition(limit > 0, "SerialWorkQueue.drain(limit:): limit \(limit) must be at least 1")
    for _ in 0..<limit {
      let next = state.withLock { state -> Work? in
        guard let work = state.items.popFirst() else {
          state.isDrainScheduled = false
          return nil
        }
        return work
      }
      guard let next else { return false }
      next()
    }
    return state.withLock { state in
      if state.items.isEmpty { state.isDrainScheduled = false }
      return state.isDrainScheduled
    }
  }

  /// Starts a drain job with `startJob` (which runs the job it is given once, where the owner
  /// runs work: a task on the main actor, a task on the global executor). The job runs up to
  /// `limit` pieces of work, then, if work remains, starts the next job the same way, so that
  /// one long queue never holds its executor for more than `limit` pieces at a time.
  ///
  /// Call it when ``submit(_:runInlineIfIdle:)`` answers ``SubmitAction/startDrain``.
  ///
  /// - Parameters:
  ///   - limit: How many pieces of work one job runs at most.
  ///   - startJob: Runs the job it is given exactly once, in a job of its own.
  package func startDrain(
    limit: Int,
    startJob: @escaping @Sendable (_ job: @escaping @Sendable () -> Void) -> Void
  ) {
    startJob { [self] in
      if drain(limit: limit) { startDrain(limit: limit, startJob: startJob) }
    }
  }

  /// How many pieces of work are queued (not counting one that is running).
  package var count: Int { state.withLock { $0.items.count } }
}
