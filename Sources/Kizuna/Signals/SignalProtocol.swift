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
  ///
  /// Calls written `source.observe { ... }` reach this requirement through
  /// ``observe(fileID:filePath:line:column:with:)``, which records the call site for
  /// ``LiveBindings``; implement this one.
  @_disfavoredOverload
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
  @_disfavoredOverload
  func observeNext(with observer: @escaping @Sendable (Element) -> Void) -> any Disposable
}

extension SignalProtocol {
  /// Starts observing: `observer` receives every event until the signal ends or the
  /// returned disposable is disposed. The call site is recorded for ``LiveBindings`` while
  /// recording is on; the defaults name the caller's line.
  ///
  /// - Parameters:
  ///   - fileID: The caller's file; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  ///   - observer: Called with each event, one at a time, on the thread that produces it.
  /// - Returns: A disposable that ends the observation.
  @inlinable
  public func observe(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    with observer: @escaping @Sendable (Event<Element, Failure>) -> Void
  ) -> any Disposable {
    if _slowPath(BindingRecorder.isOn) {
      return BindingRecorder.record(
        .observe, at: BindingSite(fileID: fileID, filePath: filePath, line: line, column: column),
        on: self, observer: observer, start: { self.observe(with:)($0) })
    }
    // The requirement, named in full: applied at once, it compiles to a direct call (a
    // partial application kept in a variable would box `self`).
    return self.observe(with:)(observer)
  }

  /// Starts observing and calls `observer` for each value only. The call site is recorded for
  /// ``LiveBindings`` while recording is on; the defaults name the caller's line.
  ///
  /// - Parameters:
  ///   - fileID: The caller's file; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  ///   - observer: Called with each value, on the thread that sends it.
  /// - Returns: A disposable that ends the observation.
  @inlinable
  public func observeNext(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    with observer: @escaping @Sendable (Element) -> Void
  ) -> any Disposable {
    if _slowPath(BindingRecorder.isOn) {
      return BindingRecorder.record(
        .observeNext,
        at: BindingSite(fileID: fileID, filePath: filePath, line: line, column: column),
        on: self, observer: observer, start: { self.observeNext(with:)($0) })
    }
    return self.observeNext(with:)(observer)
  }
}

extension SignalProtocol {
  /// Starts observing and calls `observer` for each value only.
  ///
  /// - Parameter observer: Called with each value, on the thread that sends it.
  /// - Returns: A disposable that ends the observation.
  @inlinable @_disfavoredOverload
  public func observeNext(with observer: @escaping @Sendable (Element) -> Void) -> any Disposable {
    observe { event in
      if case .next(let element) = event { observer(element) }
    }
  }

  /// Starts observing and calls `observer` if the signal fails.
  ///
  /// - Parameters:
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  ///   - observer: Called at most once, with the failure.
  /// - Returns: A disposable that ends the observation.
  public func observeFailed(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    with observer: @escaping @Sendable (Failure) -> Void
  ) -> any Disposable {
    func start(_ observer: @escaping @Sendable (Failure) -> Void) -> any Disposable {
      self.observe(with:)({ event in
        if case .failed(let failure) = event { observer(failure) }
      })
    }
    if _slowPath(BindingRecorder.isOn) {
      return BindingRecorder.record(
        .observeFailed,
        at: BindingSite(fileID: fileID, filePath: filePath, line: line, column: column),
        on: self, observer: observer, start: { start($0) })
    }
    return start(observer)
  }

  /// Starts observing and calls `observer` when the signal completes.
  ///
  /// - Parameters:
  ///   - fileID: The caller's file, recorded for ``LiveBindings``; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  ///   - observer: Called at most once, when the signal completes (not when it fails).
  /// - Returns: A disposable that ends the observation.
  public func observeCompleted(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    with observer: @escaping @Sendable () -> Void
  ) -> any Disposable {
    func start(_ observer: @escaping @Sendable (()) -> Void) -> any Disposable {
      self.observe(with:)({ event in
        if case .completed = event { observer(()) }
      })
    }
    if _slowPath(BindingRecorder.isOn) {
      return BindingRecorder.record(
        .observeCompleted,
        at: BindingSite(fileID: fileID, filePath: filePath, line: line, column: column),
        on: self, observer: { (_: ()) in observer() }, start: { start($0) })
    }
    return start({ (_: ()) in observer() })
  }

  /// Wraps the receiver in a ``Signal``, erasing its type.
  public func toSignal() -> Signal<Element, Failure> {
    if let signal = self as? Signal<Element, Failure> { return signal }
    return Signal { observer in self.observe(with: observer.receive) }
  }
}
