/// Bond v4's `EventProducerType`: anything that sends events to observers. ``EventProducer``,
/// ``Observable``, ``MutableObservable`` and ``ObservableArray`` are event producers, and
/// the operators (`map`, `filter`, `combineLatest` ...) are defined on this protocol.
///
/// ```swift
/// let name = Observable("a")
/// name.map { $0.uppercased() }.observe { print($0) }  // prints "A"
/// ```
public protocol EventProducerType {
  /// The type of the events.
  associatedtype EventType

  /// How many past events a new observer receives first (at most).
  var replayLength: Int { get }

  /// Calls `observer` with every event, starting with the replayed ones.
  ///
  /// - Parameter observer: Called with each event, on the thread that sends it.
  /// - Returns: A disposable that ends the observation.
  @discardableResult
  func observe(_ observer: @escaping (EventType) -> Void) -> any DisposableType
}
