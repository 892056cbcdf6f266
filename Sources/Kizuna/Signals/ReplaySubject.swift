/// A subject that replays its most recent values, and its terminal event, to new observers.
///
/// ```swift
/// let log = ReplaySubject<String, Never>(bufferSize: 2)
/// log.send("a"); log.send("b"); log.send("c")
/// log.observeNext { print($0) }  // prints "b", then "c"
/// ```
public final class ReplaySubject<Element: Sendable, Failure: Error>: SignalProtocol {
  @usableFromInline let broadcaster: Broadcaster<Element, Failure>

  /// Creates a subject that keeps the last `bufferSize` values.
  ///
  /// - Parameter bufferSize: How many values to replay; `Int.max` keeps all. Must be at least 0.
  public init(bufferSize: Int = .max) {
    precondition(
      bufferSize >= 0, "ReplaySubject: bufferSize \(bufferSize) is negative; use 0 or more")
    broadcaster = Broadcaster(replay: bufferSize == 0 ? .none : .buffer([], limit: bufferSize))
  }

  /// Sends a value to every current observer and keeps it for later ones.
  @inlinable
  public func send(_ element: Element) { broadcaster.send(.next(element)) }

  /// Ends the subject with `completion`; later observers receive the kept values, then this.
  public func send(completion: Completion<Failure>) {
    broadcaster.send(completion.event(of: Element.self))
  }

  /// Sends any event: a value or a terminal event.
  public func send(event: Event<Element, Failure>) { broadcaster.send(event) }

  @inlinable
  public func observe(
    with observer: @escaping @Sendable (Event<Element, Failure>) -> Void
  )
    -> any Disposable
  {
    broadcaster.subscribe(.events(observer))
  }

  @inlinable
  public func observeNext(with observer: @escaping @Sendable (Element) -> Void) -> any Disposable {
    broadcaster.subscribe(.values(observer))
  }
}

/// A subject that replays only its latest value (and its terminal event) to new observers.
///
/// ```swift
/// let status = ReplayOneSubject<String, Never>()
/// status.send("loading"); status.send("done")
/// status.observeNext { print($0) }  // prints "done"
/// ```
public final class ReplayOneSubject<Element: Sendable, Failure: Error>: SignalProtocol {
  @usableFromInline let broadcaster = Broadcaster<Element, Failure>(replay: .latest(nil))

  /// Creates a subject with no value yet.
  @inlinable
  public init() {}

  /// The latest value sent, if any.
  public var latest: Element? { broadcaster.latest }

  /// Sends a value to every current observer and keeps it for later ones.
  @inlinable
  public func send(_ element: Element) { broadcaster.send(.next(element)) }

  /// Ends the subject with `completion`.
  public func send(completion: Completion<Failure>) {
    broadcaster.send(completion.event(of: Element.self))
  }

  /// Sends any event: a value or a terminal event.
  public func send(event: Event<Element, Failure>) { broadcaster.send(event) }

  @inlinable
  public func observe(
    with observer: @escaping @Sendable (Event<Element, Failure>) -> Void
  )
    -> any Disposable
  {
    broadcaster.subscribe(.events(observer))
  }

  @inlinable
  public func observeNext(with observer: @escaping @Sendable (Element) -> Void) -> any Disposable {
    broadcaster.subscribe(.values(observer))
  }
}
