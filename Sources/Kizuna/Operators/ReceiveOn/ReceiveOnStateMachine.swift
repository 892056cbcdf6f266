/// The state of one `receive(on:)` observation: the events waiting for delivery and whether a
/// drain job is in flight in the execution context.
///
/// Invariant: at most one drain job is in flight; while one is, new events only join the
/// buffer, so they are delivered in the order received, whatever order the context runs jobs.
struct ReceiveOnStateMachine<Element: Sendable, Failure: Error>: Sendable {
  /// What to do after an event arrived from upstream.
  enum ReceiveAction: Equatable {
    /// Ask the context to run a drain job.
    case startDrain
    /// Nothing: a drain job in flight will deliver the event, or the observation ended.
    case none
  }

  /// What a running drain job does next.
  enum DrainAction {
    /// Deliver this event, then ask again.
    case deliver(Event<Element, Failure>)
    /// Stop: nothing left (the job is no longer in flight), or disposed.
    case finish
  }

  private(set) var buffer = FIFOBuffer<Event<Element, Failure>>()
  private(set) var isDrainInFlight = false
  private(set) var isDisposed = false
  private(set) var hasReceivedTerminal = false

  /// An event arrived from upstream.
  mutating func receive(_ event: Event<Element, Failure>) -> ReceiveAction {
    guard !isDisposed, !hasReceivedTerminal else { return .none }
    if event.isTerminal { hasReceivedTerminal = true }
    buffer.append(event)
    guard !isDrainInFlight else { return .none }
    isDrainInFlight = true
    return .startDrain
  }

  /// The drain job asks for the next event to deliver.
  mutating func next() -> DrainAction {
    precondition(
      isDrainInFlight || isDisposed,
      "ReceiveOnStateMachine.next(): no drain job in flight (buffer: \(buffer.count) events)")
    guard !isDisposed, let event = buffer.popFirst() else {
      isDrainInFlight = false
      return .finish
    }
    return .deliver(event)
  }

  /// The observation was disposed: drop what waits; deliver nothing more.
  mutating func dispose() {
    isDisposed = true
    buffer.removeAll()
  }
}
