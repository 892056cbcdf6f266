/// A subject that replays its most recent values, and its terminal event, to new observers.
///
/// ```swift
/// let log = ReplaySubject<String, Never>(bufferSize: 2)
/// log.send("a"); log.send("b"); log.send("c")
/// log.observeNext { print($0) }  // prints "b", then "c"
/// ```
public final class ReplaySubject<Element: Sendable, Failure: Error>: SignalProtocol {
  /// The engine the shared subject body forwards to (see `_BroadcastingSubject`).
  public let _engine: _BroadcastEngine<Element, Failure>

  /// Creates a subject that keeps the last `bufferSize` values.
  ///
  /// - Parameter bufferSize: How many values to replay; `Int.max` keeps all. Must be at least 0.
  public init(bufferSize: Int = .max) {
    precondition(
      bufferSize >= 0, "ReplaySubject: bufferSize \(bufferSize) is negative; use 0 or more")
    _engine = _BroadcastEngine(replay: bufferSize == 0 ? .none : .buffer([], limit: bufferSize))
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
  /// The engine the shared subject body forwards to (see `_BroadcastingSubject`).
  public let _engine = _BroadcastEngine<Element, Failure>(replay: .latest(nil))

  /// Creates a subject with no value yet.
  @inlinable
  public init() {}

  /// The latest value sent, if any.
  public var latest: Element? { broadcaster.latest }
}
