/// A stream of events made by a producer closure that runs once per observation.
///
/// A signal is a recipe: nothing happens until it is observed, and each observation runs the
/// producer anew (use `share()` to share one run). The observer passed to the producer drops
/// anything sent after a terminal event or after the observation is disposed.
///
/// ```swift
/// let countdown = Signal<Int, Never> { observer in
///   for n in [3, 2, 1] { observer.receive(n) }
///   observer.receive(completion: .finished)
///   return SimpleDisposable()
/// }
/// countdown.observe { print($0) }  // next(3) next(2) next(1) completed
/// ```
public struct Signal<Element: Sendable, Failure: Error>: SignalProtocol {
  /// A function that starts producing events into an observer and returns what stops it.
  public typealias Producer = @Sendable (Observer<Element, Failure>) -> any Disposable

  @usableFromInline let producer: Producer

  /// Creates a signal whose observations run `producer`.
  ///
  /// - Parameter producer: Runs on the observing thread each time the signal is observed.
  @inlinable
  public init(_ producer: @escaping Producer) {
    self.producer = producer
  }

  @inlinable
  @_disfavoredOverload
  public func observe(
    with observer: @escaping @Sendable (Event<Element, Failure>) -> Void
  )
    -> any Disposable
  {
    let observer = Observer(observer)
    let upstream = producer(observer)
    return ObservationDisposable(observer: observer, upstream: upstream)
  }
}

/// A signal that never fails.
public typealias SafeSignal<Element: Sendable> = Signal<Element, Never>

/// Ends an observation: first silences its observer, then stops the producer.
///
/// Invariant: immutable; `isDisposed` is true exactly when the observer no longer forwards
/// events, and once it is, nothing more reaches the observation's handler except an event
/// whose delivery had already passed the observer's check.
@usableFromInline
final class ObservationDisposable<Element: Sendable, Failure: Error>: Disposable {
  @usableFromInline let observer: Observer<Element, Failure>
  @usableFromInline let upstream: any Disposable

  @inlinable
  init(observer: Observer<Element, Failure>, upstream: any Disposable) {
    self.observer = observer
    self.upstream = upstream
  }

  @inlinable
  var isDisposed: Bool { !observer.isActive }

  @inlinable
  func dispose() {
    observer.deactivate()
    upstream.dispose()
  }
}

extension Signal {
  /// A signal that sends `element` and completes.
  ///
  /// ```swift
  /// Signal<Int, Never>(just: 7).observe { print($0) }  // next(7) completed
  /// ```
  public init(just element: Element) {
    self.init { observer in
      observer.receive(element)
      observer.receive(completion: .finished)
      return SimpleDisposable(isDisposed: true)
    }
  }

  /// A signal that sends the elements of `sequence` in order and completes.
  ///
  /// Sending stops early if the observation is disposed from inside an observer.
  public init<S: Sequence & Sendable>(sequence: S) where S.Element == Element {
    self.init { observer in
      for element in sequence {
        guard observer.isActive else { break }
        observer.receive(element)
      }
      observer.receive(completion: .finished)
      return SimpleDisposable(isDisposed: true)
    }
  }

  /// A signal that fails at once with `failure`.
  public init(failed failure: Failure) {
    self.init { observer in
      observer.receive(completion: .failure(failure))
      return SimpleDisposable(isDisposed: true)
    }
  }

  /// A signal that completes at once without values.
  public static func completed() -> Signal {
    Signal { observer in
      observer.receive(completion: .finished)
      return SimpleDisposable(isDisposed: true)
    }
  }

  /// A signal that never sends anything.
  public static func never() -> Signal {
    Signal { _ in SimpleDisposable() }
  }
}
