/// A source of events that can be observed: signals, subjects, observables.
///
/// Conforming types deliver events following `next* (failed | completed)?`, one at a time to
/// each observer, and deliver nothing once the returned disposable is disposed. Every
/// operator (`map`, `filter`, `combineLatest`, ...) is defined on this protocol.
///
/// ```swift
/// let subject = PublishSubject<Int, Never>()
/// let observation = subject.observe { event in print(event) }
/// subject.send(1)       // prints "next(1)"
/// subject.send(completion: .finished)  // prints "completed"
/// observation.dispose()
/// ```
public protocol SignalProtocol<Element, Failure>: Sendable {
  /// The type of the values.
  associatedtype Element: Sendable
  /// The type of the failure; `Never` for signals that cannot fail.
  associatedtype Failure: Error

  /// Starts observing: `observer` receives every event until the signal ends or the
  /// returned disposable is disposed.
  ///
  /// - Parameter observer: Called with each event, one at a time, on the thread that
  ///   produces it (use `receive(on:)` to choose another).
  /// - Returns: A disposable that ends the observation.
  func observe(
    with observer: @escaping @Sendable (Event<Element, Failure>) -> Void
  )
    -> any Disposable

  /// Starts observing and calls `observer` for each value only.
  ///
  /// ```swift
  /// let count = Observable(0)
  /// count.observeNext { print($0) }.dispose(in: bag)  // prints 0
  /// count.value = 1                                  // prints 1
  /// ```
  ///
  /// A default implementation filters ``observe(with:)``; subjects and observables store the
  /// value observer directly.
  ///
  /// - Parameter observer: Called with each value, on the thread that sends it.
  /// - Returns: A disposable that ends the observation.
  func observeNext(with observer: @escaping @Sendable (Element) -> Void) -> any Disposable
}

extension SignalProtocol {
  /// Starts observing and calls `observer` for each value only.
  ///
  /// - Parameter observer: Called with each value, on the thread that sends it.
  /// - Returns: A disposable that ends the observation.
  @inlinable
  public func observeNext(with observer: @escaping @Sendable (Element) -> Void) -> any Disposable {
    observe { event in
      if case .next(let element) = event { observer(element) }
    }
  }

  /// Starts observing and calls `observer` if the signal fails.
  ///
  /// - Parameter observer: Called at most once, with the failure.
  /// - Returns: A disposable that ends the observation.
  public func observeFailed(with observer: @escaping @Sendable (Failure) -> Void) -> any Disposable
  {
    observe { event in
      if case .failed(let failure) = event { observer(failure) }
    }
  }

  /// Starts observing and calls `observer` when the signal completes.
  ///
  /// - Parameter observer: Called at most once, when the signal completes (not when it fails).
  /// - Returns: A disposable that ends the observation.
  public func observeCompleted(with observer: @escaping @Sendable () -> Void) -> any Disposable {
    observe { event in
      if case .completed = event { observer() }
    }
  }

  /// Wraps the receiver in a ``Signal``, erasing its type.
  public func toSignal() -> Signal<Element, Failure> {
    if let signal = self as? Signal<Element, Failure> { return signal }
    return Signal { observer in self.observe(with: observer.receive) }
  }
}
