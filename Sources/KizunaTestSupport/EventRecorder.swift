public import Kizuna

/// Records every event a signal delivers, for assertions on whole event logs.
///
/// Thread-safe: events may arrive on any thread. The recorder also checks the event grammar:
/// ``grammarViolations`` lists every event that arrived after a terminal one.
///
/// ```swift
/// let recorder = EventRecorder<Int, Never>()
/// Signal(sequence: [1, 2]).observe(with: recorder.record).dispose(in: bag)
/// #expect(recorder.events == [.next(1), .next(2), .completed])
/// ```
public final class EventRecorder<Element: Sendable, Failure: Error>: Sendable {
  private struct State: Sendable {
    var events: [Event<Element, Failure>] = []
    var violations: [Event<Element, Failure>] = []
  }
  private let state = Lock<State>.make(State())

  /// Creates an empty recorder.
  public init() {}

  /// Creates a recorder already observing `signal`; the observation lives in `bag`.
  public convenience init(
    observing signal: some SignalProtocol<Element, Failure>, in bag: DisposeBag
  ) {
    self.init()
    signal.observe(with: record).dispose(in: bag)
  }

  /// Records `event`. Pass this as the observer: `signal.observe(with: recorder.record)`.
  @Sendable public func record(_ event: Event<Element, Failure>) {
    state.withLock { state in
      if state.events.last?.isTerminal == true { state.violations.append(event) }
      state.events.append(event)
    }
  }

  /// Every event received, in order.
  public var events: [Event<Element, Failure>] { state.withLock { $0.events } }

  /// The values of the `.next` events received, in order.
  public var values: [Element] { state.withLock { $0.events.compactMap(\.element) } }

  /// Whether a terminal event has been received.
  public var isTerminated: Bool { state.withLock { $0.events.last?.isTerminal ?? false } }

  /// Events that arrived after a terminal event (always empty for a correct signal).
  public var grammarViolations: [Event<Element, Failure>] { state.withLock { $0.violations } }

  /// Forgets every recorded event.
  public func reset() { state.withLock { $0 = State() } }
}
