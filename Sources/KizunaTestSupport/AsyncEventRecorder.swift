public import Kizuna

/// Records the events of a signal that delivers asynchronously, and lets a test `await` them.
///
/// Use it where events arrive on another thread or actor (`receive(on:)`, async bridges):
/// the test waits for a number of events or for the terminal event instead of sleeping.
///
/// ```swift
/// let recorder = AsyncEventRecorder<Int, Never>()
/// signal.receive(on: .mainActor).observe(with: recorder.record).dispose(in: bag)
/// await recorder.waitForTermination()
/// #expect(recorder.events == [.next(1), .completed])
/// ```
public final class AsyncEventRecorder<Element: Sendable, Failure: Error>: Sendable {
  private struct Waiter: Sendable {
    let isSatisfied: @Sendable ([Event<Element, Failure>]) -> Bool
    let continuation: CheckedContinuation<Void, Never>
  }
  private struct State: Sendable {
    var events: [Event<Element, Failure>] = []
    var waiters: [Waiter] = []
  }
  private let state = Lock<State>.make(State())

  /// Creates an empty recorder.
  public init() {}

  /// Records `event` and wakes the waiters it satisfies. Pass this as the observer.
  @Sendable public func record(_ event: Event<Element, Failure>) {
    let satisfied = state.withLock { state -> [Waiter] in
      state.events.append(event)
      let events = state.events
      let (ready, waiting) = state.waiters.reduce(into: ([Waiter](), [Waiter]())) {
        if $1.isSatisfied(events) { $0.0.append($1) } else { $0.1.append($1) }
      }
      state.waiters = waiting
      return ready
    }
    for waiter in satisfied { waiter.continuation.resume() }
  }

  /// Every event received so far, in order.
  public var events: [Event<Element, Failure>] { state.withLock { $0.events } }

  /// The values of the `.next` events received so far, in order.
  public var values: [Element] { state.withLock { $0.events.compactMap(\.element) } }

  /// Waits until `condition` holds for the events received (returns at once if it holds).
  public func wait(until condition: @escaping @Sendable ([Event<Element, Failure>]) -> Bool) async {
    await withCheckedContinuation { continuation in
      let holds = state.withLock { state in
        if condition(state.events) { return true }
        state.waiters.append(Waiter(isSatisfied: condition, continuation: continuation))
        return false
      }
      if holds { continuation.resume() }
    }
  }

  /// Waits until at least `count` events were received.
  public func waitForEvents(count: Int) async {
    await wait { $0.count >= count }
  }

  /// Waits until a terminal event was received.
  public func waitForTermination() async {
    await wait { $0.last?.isTerminal == true }
  }
}
