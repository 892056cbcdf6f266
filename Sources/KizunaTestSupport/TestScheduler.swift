public import Kizuna

/// A scheduler with a virtual clock: work runs only when the test advances time.
///
/// Time operators are tested with it without sleeping. Work runs on the thread that calls
/// ``advance(by:)`` or ``run(limit:)``, in order of due time, and in order of scheduling for equal
/// due times. Work scheduled while advancing runs in the same advance if it falls due.
///
/// ```swift
/// let scheduler = TestScheduler()
/// scheduler.schedule(after: .seconds(1)) { print("tick") }
/// scheduler.advance(by: .milliseconds(999))  // prints nothing
/// scheduler.advance(by: .milliseconds(1))    // prints "tick"
/// ```
public final class TestScheduler: SignalScheduler {
  private struct Item: Sendable {
    let due: Duration
    let sequence: UInt64
    let work: @Sendable () -> Void
  }
  private struct State: Sendable {
    var now: Duration = .zero
    var nextSequence: UInt64 = 0
    var items: [Item] = []
  }
  private let state = Lock<State>.make(State())

  /// Creates a scheduler whose clock starts at `now`.
  public init(now: Duration = .zero) {
    state.withLock { $0.now = now }
  }

  /// The virtual time.
  public var now: Duration { state.withLock { $0.now } }

  /// How many scheduled pieces of work have not run (nor been cancelled) yet.
  public var pendingCount: Int { state.withLock { $0.items.count } }

  /// Queues `work` to run at the current virtual time, on the next ``advance(by:)`` or ``run(limit:)``.
  public func execute(_ work: @escaping @Sendable () -> Void) {
    schedule(after: .zero, work)
  }

  @discardableResult
  public func schedule(
    after delay: Duration, _ work: @escaping @Sendable () -> Void
  )
    -> any Disposable
  {
    let work = BindingRecorder.carryingScopeIfRecording(work)
    let sequence = state.withLock { state in
      let sequence = state.nextSequence
      state.nextSequence += 1
      state.items.append(Item(due: state.now + max(delay, .zero), sequence: sequence, work: work))
      return sequence
    }
    // Cancelling removes the work at once, so that what it captured is released then, as a
    // real timer's cancellation does (leak tests rely on it).
    return BlockDisposable { [state] in
      let removed = state.withLock { state -> Item? in
        guard let index = state.items.firstIndex(where: { $0.sequence == sequence }) else {
          return nil
        }
        return state.items.remove(at: index)
      }
      _ = removed  // released here, outside the lock
    }
  }

  /// Moves the clock forward by `duration`, running every piece of work that falls due, in order.
  ///
  /// - Parameter duration: Must not be negative.
  public func advance(by duration: Duration = .zero) {
    precondition(duration >= .zero, "TestScheduler.advance(by:): \(duration) is negative")
    let target = state.withLock { $0.now + duration }
    while let item = takeNext(dueBy: target) {
      item.work()
    }
    state.withLock { $0.now = max($0.now, target) }
  }

  /// Moves the clock to `time` (not earlier than ``now``), running what falls due.
  public func advance(to time: Duration) {
    advance(by: max(.zero, time - now))
  }

  /// Runs every piece of work, moving the clock as far as needed, until nothing is scheduled.
  ///
  /// - Parameter limit: Stops with a precondition failure after this many items, to catch
  ///   work that keeps rescheduling itself.
  public func run(limit: Int = 1_000_000) {
    var count = 0
    while let item = takeNext(dueBy: nil) {
      count += 1
      precondition(
        count <= limit, "TestScheduler.run(): more than \(limit) items; endless rescheduling?")
      item.work()
    }
  }

  private func takeNext(dueBy limit: Duration?) -> Item? {
    state.withLock { state in
      guard
        let index = state.items.indices.min(by: {
          (state.items[$0].due, state.items[$0].sequence)
            < (state.items[$1].due, state.items[$1].sequence)
        })
      else { return nil }
      let item = state.items[index]
      if let limit, item.due > limit { return nil }
      state.items.remove(at: index)
      state.now = max(state.now, item.due)
      return item
    }
  }
}
