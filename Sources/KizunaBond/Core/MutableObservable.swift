/// Bond v4's `MutableObservable`: an ``Observable`` wrapped in a structure, so that only a
/// `var` can change its value.
///
/// ```swift
/// var count = MutableObservable(0)
/// count.observe { print($0) }  // prints 0
/// count.value = 1              // prints 1
/// ```
public struct MutableObservable<Wrapped>: EventProducerType {
  private let observable: Observable<Wrapped>

  /// The current value; setting it sends the new value to every observer.
  public var value: Wrapped {
    get { observable.value }
    set { observable.value = newValue }
  }

  /// Creates a mutable observable holding `value`.
  ///
  /// - Parameter value: The initial value.
  public init(_ value: Wrapped) {
    observable = Observable(value)
  }

  /// One: a new observer receives the current value first.
  public var replayLength: Int { observable.replayLength }

  /// Calls `observer` with the current value and each new one.
  ///
  /// - Parameter observer: Called on the thread that sets each value.
  /// - Returns: A disposable that ends the observation.
  @discardableResult
  public func observe(_ observer: @escaping (Wrapped) -> Void) -> any DisposableType {
    observable.observe(observer)
  }
}
