/// The one body of ``PublishSubject``, ``ReplaySubject`` and ``ReplayOneSubject``: not API.
///
/// The three subjects differ only in what they replay to late observers, which is fixed when
/// their engine is made; sending and observing are the same forwarding to the engine, written
/// once here as default implementations. A protocol rather than a common superclass because
/// a non-final class cannot be `Sendable` without `@unchecked`; public (and underscored, so
/// that documentation and code completion hide it) because the methods it gives the subjects
/// are public. Conforming outside Kizuna is not supported: an engine can only be made here.
///
/// Sending a value and observing are `@inlinable` (as the subjects' own methods were), so a
/// client calling them on a concrete subject runs code specialized for its element type.
public protocol _BroadcastingSubject<Element, Failure>: SubjectProtocol {
  /// The engine that keeps the observers and delivers to them.
  var _engine: _BroadcastEngine<Element, Failure> { get }
}

/// A subject's engine, as a type the public `_BroadcastingSubject` can name: not API.
///
/// Opaque outside Kizuna: its one stored property, the internal `Broadcaster`, is reachable
/// only from Kizuna's inlinable code, and it has no public initializer.
public struct _BroadcastEngine<Element: Sendable, Failure: Error>: Sendable {
  @usableFromInline let broadcaster: Broadcaster<Element, Failure>

  @inlinable init(replay: Broadcaster<Element, Failure>.Replay) {
    broadcaster = Broadcaster(replay: replay)
  }
}

extension _BroadcastingSubject {
  /// The engine itself, for Kizuna's operators (``BroadcasterProviding``).
  @inlinable var broadcaster: Broadcaster<Element, Failure> { _engine.broadcaster }

  /// Sends a value to every current observer; a subject that replays also keeps it for later
  /// ones.
  @inlinable @inline(__always)
  public func send(_ element: Element) {
    // Always inlined: left to the optimizer, this method, specialized for a subject, stayed out
    // of line and kept the broadcaster's `accept` and `record` out of line too, which the perf
    // gate's W1 and W5 counts showed (docs/benchmarks.md has them); inlined, it costs what the
    // subjects' own methods did.
    broadcaster.send(.next(element))
  }

  /// Ends the subject with `completion`; later observers receive the values the subject keeps
  /// (if any), then this.
  public func send(completion: Completion<Failure>) {
    broadcaster.send(completion.event(of: Element.self))
  }

  /// Sends any event: a value or a terminal event.
  public func send(event: Event<Element, Failure>) { broadcaster.send(event) }

  @inlinable
  @_disfavoredOverload
  public func observe(
    with observer: @escaping @Sendable (Event<Element, Failure>) -> Void
  )
    -> any Disposable
  {
    broadcaster.subscribe(.events(observer))
  }

  /// Starts observing and calls `observer` for each value only.
  ///
  /// The subject keeps `observer` as it is, without a closure around it that filters events.
  ///
  /// - Parameter observer: Called with each value, on the thread that sends it.
  /// - Returns: A disposable that ends the observation.
  @inlinable
  @_disfavoredOverload
  public func observeNext(with observer: @escaping @Sendable (Element) -> Void) -> any Disposable {
    broadcaster.subscribe(.values(observer))
  }

  /// How many observers the subject has: not API, for this package's leak tests.
  package var observerCount: Int { broadcaster.observerCount }
}
