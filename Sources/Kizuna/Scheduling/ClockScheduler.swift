/// A scheduler that tells time with a `Clock` and runs work one piece at a time, in FIFO
/// order, in tasks on the global concurrent executor.
///
/// Use it for time operators in production code (`debounce(for:scheduler:)`, `delay`);
/// tests use the virtual-time `TestScheduler` from KizunaTestSupport instead.
/// ``schedule(after:_:)`` sleeps on the clock in a task, then queues the work behind any
/// work already queued. Work never runs concurrently with other work of the same scheduler,
/// so callbacks it runs are delivered one at a time. ``now`` is the clock's time since the
/// scheduler was created.
///
/// ```swift
/// let scheduler = ClockScheduler()  // ContinuousClock
/// scheduler.schedule(after: .milliseconds(300)) { print("300 ms later") }
/// ```
public final class ClockScheduler<SchedulerClock: Clock>: SignalScheduler
where SchedulerClock.Duration == Duration {
  /// The clock that measures time and delays.
  public let clock: SchedulerClock

  private static var drainBatchSize: Int { 256 }
  private let origin: SchedulerClock.Instant
  private let queue = SerialWorkQueue()

  /// Creates a scheduler on `clock`; its ``now`` starts at zero.
  ///
  /// - Parameter clock: Measures time; `sleep(until:tolerance:)` implements the delays.
  public init(clock: SchedulerClock) {
    self.clock = clock
    self.origin = clock.now
  }

  /// The clock's time since the scheduler was created.
  public var now: Duration { origin.duration(to: clock.now) }

  /// Queues `work` to run in a task, after all work queued before it.
  ///
  /// - Parameter work: Runs exactly once, never concurrently with other work of this scheduler.
  public func execute(_ work: @escaping @Sendable () -> Void) {
    let work = BindingRecorder.carryingScopeIfRecording(work)
    if queue.submit(work, runInlineIfIdle: false) == .startDrain { startDrain() }
  }

  /// Runs `work` once `delay` has passed on the clock.
  ///
  /// A zero or negative delay behaves like ``execute(_:)``.
  ///
  /// - Parameters:
  ///   - delay: How long to wait, measured by ``clock``.
  ///   - work: Runs at most once, never concurrently with other work of this scheduler.
  /// - Returns: A disposable that cancels the work (and its sleeping task) if it has not run.
  @discardableResult
  public func schedule(
    after delay: Duration, _ work: @escaping @Sendable () -> Void
  )
    -> any Disposable
  {
    let scheduled = CancellableWork(work)
    guard delay > .zero else {
      execute(scheduled.run)
      return scheduled
    }
    let deadline = clock.now.advanced(by: delay)
    let timer = Task { [self] in
      do {
        try await self.clock.sleep(until: deadline, tolerance: nil)
      } catch {
        return  // cancelled
      }
      self.execute(scheduled.run)
    }
    scheduled.attach(cancel: timer.cancel)
    return scheduled
  }

  private func startDrain() {
    // Detached, as MainActorScheduler's drain: it runs everyone's queued work, so it must not
    // carry the task-locals of whoever happened to start it (work carries its own).
    queue.startDrain(limit: Self.drainBatchSize) { job in
      Task.detached(priority: Task.currentPriority) { job() }
    }
  }
}

extension ClockScheduler where SchedulerClock == ContinuousClock {
  /// Creates a scheduler on `ContinuousClock`, the clock that keeps running while the system
  /// sleeps.
  public convenience init() {
    self.init(clock: ContinuousClock())
  }
}
