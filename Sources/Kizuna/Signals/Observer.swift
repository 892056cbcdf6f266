#if canImport(Darwin)
  public import Atomics
#else
  public import Synchronization
#endif

/// The receiving end handed to a signal's producer: it forwards events to one observation and
/// enforces the event grammar.
///
/// An observer forwards values until it receives a terminal event or its observation is
/// disposed; after that every event is dropped, so a producer cannot break the grammar
/// `next* (failed | completed)?` even by mistake.
///
/// ```swift
/// let numbers = Signal<Int, Never> { observer in
///   observer.receive(1)
///   observer.receive(completion: .finished)
///   observer.receive(2)  // dropped: the signal has completed
///   return SimpleDisposable()
/// }
/// ```
public final class Observer<Element: Sendable, Failure: Error>: Sendable {
  /// Where the events go: a closure, or the separate entry points of a receiver.
  ///
  /// Invariant: set once, at init; the observer's `active` flag, not the handler, decides
  /// whether an event is forwarded.
  @usableFromInline enum Handler: Sendable {
    case events(@Sendable (Event<Element, Failure>) -> Void)
    case receiver(any EventReceiver<Element, Failure>)
  }

  @usableFromInline let handler: Handler
  @usableFromInline let active = ActiveFlag(true)

  /// Creates an observer that forwards events to `handler`.
  @inlinable
  public init(_ handler: @escaping @Sendable (Event<Element, Failure>) -> Void) {
    self.handler = .events(handler)
  }

  /// Creates an observer that forwards events to `receiver`.
  @inlinable
  init(receiver: any EventReceiver<Element, Failure>) {
    handler = .receiver(receiver)
  }

  /// Whether the observer still forwards events (no terminal event yet, not disposed).
  @inlinable
  public var isActive: Bool { active.load(ordering: .acquiring) }

  /// Forwards `event` unless the observer has ended; a terminal event ends it.
  @inlinable
  public func receive(_ event: Event<Element, Failure>) {
    if event.isTerminal {
      guard active.exchange(false, ordering: .acquiringAndReleasing) else { return }
    } else {
      guard active.load(ordering: .acquiring) else { return }
    }
    switch handler {
    case .events(let handler): handler(event)
    case .receiver(let receiver): receiver.receive(event)
    }
  }

  /// Forwards a value.
  @inlinable
  public func receive(_ element: Element) { receive(.next(element)) }

  /// Forwards the terminal event for `completion`.
  @inlinable
  public func receive(completion: Completion<Failure>) {
    receive(completion.event(of: Element.self))
  }

  /// Stops forwarding; later events are dropped.
  @inlinable
  func deactivate() {
    active.store(false, ordering: .releasing)
  }
}
