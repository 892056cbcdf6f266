internal import Kizuna

/// Bond v4's `Observable`: an event producer that holds a value and sends each new one; a new
/// observer receives the current value first.
///
/// ```swift
/// let name = Observable("a")
/// name.observe { print($0) }.disposeIn(bag)  // prints "a"
/// name.value = "b"                           // prints "b"
/// name.next("c")                             // prints "c"
/// ```
public final class Observable<Wrapped>: EventProducer<Wrapped> {
  /// The current value; setting it sends the new value to every observer.
  public var value: Wrapped {
    get {
      // An observable is made with a value and a buffer of one, which never empties.
      state.withLock { $0.replayBuffer!.last! }
    }
    set { next(newValue) }
  }

  /// Creates an observable holding `value`.
  ///
  /// - Parameter value: The initial value.
  public init(_ value: Wrapped) {
    super.init(replayLength: 1)
    next(value)
  }
}
