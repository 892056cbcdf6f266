/// The main actor as an execution context and scheduler: work runs on the main actor, in FIFO
/// order.
///
/// Use it to deliver events to user-interface code: `signal.receive(on: .mainActor)`.
/// When ``execute(_:)`` is called on the main thread and no earlier work is waiting, the work
/// runs at once, before `execute` returns, so that a binding updated from the main thread
/// updates the screen synchronously. Otherwise the work joins a queue that one task on the
/// main actor drains in order; work given from any thread runs after all work given earlier.
///
/// ``schedule(after:_:)`` waits on `ContinuousClock` in a task on the main actor, then runs
/// the work through the same queue. ``now`` is the `ContinuousClock` time since the scheduler
/// was first used.
///
/// ```swift
/// // On the main thread, with nothing queued:
/// MainActorScheduler.shared.execute { print("first") }
/// print("second")
/// // prints "first", then "second"
/// ```
///
/// Work is `@Sendable` and nonisolated by type, but it always runs on the main actor, so it
/// may use `MainActor.assumeIsolated { ... }` to touch main-actor state.
///
/// "On the main thread" is checked without Foundation: `pthread_main_np` on Apple systems; on
/// Linux, the process's first thread (`gettid() == getpid()`) or the main dispatch queue, which
/// a process that called `dispatch_main()` (a test runner, a server) drains on a worker thread,
/// so that work given on the main actor runs inline there too.
public final class MainActorScheduler: SignalScheduler {
  /// The one main-actor scheduler; also spelled `.mainActor`.
  public static let shared = MainActorScheduler()

  /// How many queued pieces of work one main-actor job runs before it lets other main-actor
  /// work in (it then continues in a new job).
  private static let drainBatchSize = 256

  private let queue = SerialWorkQueue()
  private let origin = ContinuousClock.now
  private let isOnMainThread: @Sendable () -> Bool

  /// Creates a scheduler with its own queue; the public one is ``shared``.
  ///
  /// Tests use private instances, so that work queued by other tests cannot change what they
  /// observe, and may replace the main-thread check (to choose between running work inline and
  /// queueing it).
  ///
  /// - Parameter isOnMainThread: Whether the caller runs on the main actor's thread; it must
  ///   only say `true` on the main actor.
  package init(isOnMainThread: @escaping @Sendable () -> Bool = { Platform.isMainThread }) {
    self.isOnMainThread = isOnMainThread
  }

  /// Whether work waits in the queue (not counting work that is running).
  package var hasQueuedWork: Bool { queue.count > 0 }

  /// The time on `ContinuousClock` since the scheduler was created.
  public var now: Duration { origin.duration(to: .now) }

  /// Runs `work` on the main actor: at once when called on the main thread with nothing
  /// queued, else after all work queued before it.
  ///
  /// - Parameter work: Runs exactly once, on the main actor.
  public func execute(_ work: @escaping @Sendable () -> Void) {
    let work = BindingRecorder.carryingScopeIfRecording(work)
    switch queue.submit(work, runInlineIfIdle: isOnMainThread()) {
    case .runInline: MainActor.assumeIsolated { work() }
    case .startDrain: startDrain()
    case .none: break
    }
  }

  /// Runs `work(value)` on the main actor, as ``execute(_:)`` runs its work: at once when
  /// called on the main thread with nothing queued, else after all work queued before it.
  ///
  /// For the library's own hops (a table binding's change sets): `work` is made once, and the
  /// closure that waits in the queue only when the work must wait, so the usual case (an edit
  /// made on the main thread) makes no closure and enters the main actor's isolation once.
  ///
  /// - Parameters:
  ///   - value: What `work` is given.
  ///   - work: Runs exactly once for this call, on the main actor.
  @inlinable
  package func execute<Value: Sendable>(
    _ value: Value, _ work: @escaping @MainActor @Sendable (Value) -> Void
  ) {
    if runsInline(
      orQueues: BindingRecorder.carryingScopeIfRecording { Self.call(work, with: value) })
    {
      Self.call(work, with: value)
    }
  }

  /// Calls the main-actor `work` with `value`, from the main actor (inline, or from the drain).
  ///
  /// What `MainActor.assumeIsolated` does, without the closure it allocates for every call: the
  /// same check that the caller runs on the main actor (it stops the program otherwise), then
  /// the call of the main-actor function as a nonisolated one of the same signature. The two
  /// types differ only in their static isolation, which the check has just established; their
  /// calling convention is the same (the standard library's `assumeIsolated` casts the same
  /// way).
  @inlinable
  static func call<Value>(
    _ work: @escaping @MainActor @Sendable (Value) -> Void, with value: Value
  ) {
    MainActor.preconditionIsolated("MainActorScheduler: main-actor work off the main actor")
    unsafeBitCast(work, to: (@Sendable (Value) -> Void).self)(value)
  }

  /// Whether work given now runs inline (on the main thread, nothing queued); otherwise
  /// `work` is queued, and a drain started where none is in flight.
  ///
  /// - Parameter work: Made only when it is queued.
  @usableFromInline
  func runsInline(orQueues work: @autoclosure () -> @Sendable () -> Void) -> Bool {
    switch queue.submit(work(), runInlineIfIdle: isOnMainThread()) {
    case .runInline: return true
    case .startDrain: startDrain()
    case .none: break
    }
    return false
  }

  /// Runs `work` on the main actor after the caller has returned: never inline, always after
  /// all work queued before it.
  ///
  /// Use it to leave a callback before acting, for example to update a table only once the
  /// table's own callback (`tableView(_:moveRowAt:to:)`) has returned.
  ///
  /// ```swift
  /// // On the main thread:
  /// MainActorScheduler.shared.executeLater { print("second") }
  /// print("first")
  /// // prints "first", then "second"
  /// ```
  ///
  /// - Parameter work: Runs exactly once, on the main actor, in a later main-actor job.
  public func executeLater(_ work: @escaping @Sendable () -> Void) {
    let work = BindingRecorder.carryingScopeIfRecording(work)
    if queue.submit(work, runInlineIfIdle: false) == .startDrain { startDrain() }
  }

  /// Runs `work` on the main actor once `delay` has passed on `ContinuousClock`.
  ///
  /// A zero or negative delay behaves like ``execute(_:)``. Due work joins the FIFO queue,
  /// so it never overtakes work queued before it fell due.
  ///
  /// ```swift
  /// let pending = MainActorScheduler.shared.schedule(after: .seconds(1)) { print("later") }
  /// pending.dispose()  // cancels: nothing is printed
  /// ```
  ///
  /// - Parameters:
  ///   - delay: How long to wait.
  ///   - work: Runs at most once, on the main actor.
  /// - Returns: A disposable that cancels the work (and its timer task) if it has not run.
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
    let deadline = ContinuousClock.now.advanced(by: delay)
    let timer = Task { @MainActor [self] in
      do {
        try await Task.sleep(until: deadline, clock: .continuous)
      } catch {
        return  // cancelled
      }
      self.execute(scheduled.run)
    }
    scheduled.attach(cancel: timer.cancel)
    return scheduled
  }

  private func startDrain() {
    // Detached: the drain runs everyone's queued work, so it must not carry the task-locals
    // of whoever happened to start it (a binding recording or label of one test or screen
    // would be put on work that others queued; work that needs them carries its own).
    queue.startDrain(limit: Self.drainBatchSize) { job in
      Task.detached(priority: Task.currentPriority) { @MainActor in job() }
    }
  }
}

extension ExecutionContext where Self == MainActorScheduler {
  /// Runs work on the main actor, in order; at once when already on the main thread and
  /// nothing is waiting.
  ///
  /// ```swift
  /// results.receive(on: .mainActor).observeNext { value in
  ///   MainActor.assumeIsolated { label.text = value }
  /// }
  /// ```
  public static var mainActor: MainActorScheduler { .shared }
}
