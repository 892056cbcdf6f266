public import Kizuna

/// A Combine scheduler that runs its work on a Kizuna scheduler.
///
/// Resolvers take their scheduler from `Extra`; declaring it as a `KizunaScheduler` lets the
/// app pass a real scheduler and a test pass Kizuna's virtual-time `TestScheduler`, so that
/// `debounce`, `delay` and `receive(on:)` in a resolver run without waiting:
///
/// ```swift
/// let testScheduler = TestScheduler()
/// let scheduler = KizunaScheduler(testScheduler)
/// let observation = Just(1).delay(for: .seconds(1), scheduler: scheduler).sink { print($0) }
/// testScheduler.advance(by: .milliseconds(999))  // prints nothing
/// testScheduler.advance(by: .milliseconds(1))    // prints 1
/// ```
///
/// Work runs wherever the base scheduler runs it (for `TestScheduler`, on the thread that
/// advances its clock).
public struct KizunaScheduler: Scheduler, Sendable {
  /// The options a Combine operator may pass; Kizuna schedulers take none.
  public typealias SchedulerOptions = Never

  /// The Kizuna scheduler that runs the work.
  public let base: any SignalScheduler

  /// Wraps `base`.
  ///
  /// - Parameter base: The scheduler to run work on.
  public init(_ base: any SignalScheduler) {
    self.base = base
  }

  /// The base scheduler's clock.
  public var now: Time { Time(base.now) }

  /// Zero: Kizuna schedulers run work at its due time.
  public var minimumTolerance: Time.Stride { .zero }

  /// Runs `action` as soon as the base scheduler runs work (its `execute`).
  ///
  /// - Parameters:
  ///   - options: Always `nil`.
  ///   - action: Runs once, where the base scheduler runs work.
  public func schedule(options: Never?, _ action: @escaping () -> Void) {
    let action = ScheduledAction(action)
    base.executeInCallersScope { action.run() }
  }

  /// Runs `action` once the base scheduler's clock reaches `date` (at once if it has).
  ///
  /// - Parameters:
  ///   - date: When to run.
  ///   - tolerance: Ignored: work runs at its due time.
  ///   - options: Always `nil`.
  ///   - action: Runs once, where the base scheduler runs work.
  public func schedule(
    after date: Time, tolerance: Time.Stride, options: Never?, _ action: @escaping () -> Void
  ) {
    let action = ScheduledAction(action)
    base.scheduleInCallersScope(after: date.duration - base.now) { action.run() }
  }

  /// Runs `action` at `date` and then every `interval`, until the returned cancellable is
  /// cancelled.
  ///
  /// - Parameters:
  ///   - date: When to run first.
  ///   - interval: The time between runs; must be greater than zero.
  ///   - tolerance: Ignored: work runs at its due time.
  ///   - options: Always `nil`.
  ///   - action: Runs at each due time, where the base scheduler runs work.
  /// - Returns: A cancellable that stops the repetition.
  public func schedule(
    after date: Time, interval: Time.Stride, tolerance: Time.Stride, options: Never?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    precondition(
      interval.duration > .zero,
      "KizunaScheduler: the repeat interval \(interval.duration) must be greater than zero")
    let repeating = RepeatingAction(
      scheduler: base, interval: interval.duration, action: ScheduledAction(action))
    repeating.start(after: date.duration - base.now)
    return repeating
  }
}

extension KizunaScheduler {
  /// A point in time on a ``KizunaScheduler``: a `Duration` since the base scheduler's origin.
  public struct Time: Strideable, Hashable, Sendable {
    /// The time since the base scheduler's origin.
    public var duration: Duration

    /// Creates the time `duration` after the scheduler's origin.
    public init(_ duration: Duration) {
      self.duration = duration
    }

    /// The stride from this time to `other`.
    public func distance(to other: Time) -> Stride {
      Stride(other.duration - duration)
    }

    /// This time moved by `stride`.
    public func advanced(by stride: Stride) -> Time {
      Time(duration + stride.duration)
    }

    /// A distance between two times; integer and float literals count seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable,
      Sendable, ExpressibleByFloatLiteral
    {
      /// The distance as a `Duration`.
      public var duration: Duration

      /// Creates a stride of `duration`.
      public init(_ duration: Duration) {
        self.duration = duration
      }

      /// The distance in whole nanoseconds (truncated).
      public var nanoseconds: Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
      }

      public init(integerLiteral value: Int) {
        self.init(.seconds(value))
      }

      public init(floatLiteral value: Double) {
        self.init(.seconds(value))
      }

      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Int64(exactly: source) else { return nil }
        self.init(.seconds(seconds))
      }

      /// The absolute distance.
      public var magnitude: Stride {
        duration < .zero ? Stride(.zero - duration) : self
      }

      public static func < (lhs: Stride, rhs: Stride) -> Bool {
        lhs.duration < rhs.duration
      }

      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.duration + rhs.duration)
      }

      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.duration - rhs.duration)
      }

      /// The product of the two strides in nanoseconds, as Dispatch's stride defines it.
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        .nanoseconds(Int(lhs.nanoseconds * rhs.nanoseconds))
      }

      public static func += (lhs: inout Stride, rhs: Stride) {
        lhs = lhs + rhs
      }

      public static func -= (lhs: inout Stride, rhs: Stride) {
        lhs = lhs - rhs
      }

      public static func *= (lhs: inout Stride, rhs: Stride) {
        lhs = lhs * rhs
      }

      public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
      public static func seconds(_ s: Double) -> Stride { Stride(.seconds(s)) }
      public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
      public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }
    }
  }
}

/// A Combine action on its way to a Kizuna scheduler, which takes only `@Sendable` work.
///
/// Safety: Combine hands a scheduler a plain closure and requires that it run once, on the
/// scheduler; the closure is never called concurrently with itself, and the Kizuna scheduler
/// is the only party that calls it. The box does not share the closure with anyone else.
private struct ScheduledAction: @unchecked Sendable {
  let run: () -> Void

  init(_ run: @escaping () -> Void) {
    self.run = run
  }
}

/// A repeating action: runs, then schedules itself again `interval` later, until cancelled.
private final class RepeatingAction: Cancellable, Sendable {
  private struct State: Sendable {
    var isCancelled = false
    var pending: (any Disposable)?
  }

  private let scheduler: any SignalScheduler
  private let interval: Duration
  private let action: ScheduledAction
  private let state = Lock<State>.make(State())

  init(scheduler: any SignalScheduler, interval: Duration, action: ScheduledAction) {
    self.scheduler = scheduler
    self.interval = interval
    self.action = action
  }

  func start(after delay: Duration) {
    let pending = scheduler.scheduleInCallersScope(after: delay) { [self] in fire() }
    let replaced: (any Disposable)? = state.withLock { state in
      guard !state.isCancelled else { return pending }
      state.pending = pending
      return nil
    }
    replaced?.dispose()  // cancelled before the first run was recorded
  }

  private func fire() {
    guard !state.withLock({ $0.isCancelled }) else { return }
    action.run()
    start(after: interval)
  }

  func cancel() {
    let pending = state.withLock { state in
      state.isCancelled = true
      defer { state.pending = nil }
      return state.pending
    }
    pending?.dispose()
  }
}
