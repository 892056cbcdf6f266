extension SignalProtocol where Failure == Never {
  /// Bond v4's `observe`: calls `observer` with every value; an observable's current value
  /// comes first.
  ///
  /// ```swift
  /// let name = Observable("Kizuna")
  /// name.observe { print($0) }.disposeIn(bag)  // prints "Kizuna"
  /// ```
  ///
  /// Kizuna's own `observe(with:)` passes events (`.next`, `.completed`); Bond's passes values,
  /// which is Kizuna's `observeNext(with:)`.
  ///
  /// - Parameter observer: Called with each value, on the thread that sends it.
  /// - Returns: A disposable that ends the observation.
  @available(*, deprecated, renamed: "observeNext(with:)")
  public func observe(_ observer: @escaping @Sendable (Element) -> Void) -> any Disposable {
    observeNext(with: observer)
  }
}

extension Observable {
  /// Bond v4's `observeNew`: calls `observer` with every value set from now on, without the
  /// current one.
  ///
  /// ```swift
  /// let name = Observable("a")
  /// name.observeNew { print($0) }.disposeIn(bag)  // prints nothing yet
  /// name.value = "b"                              // prints "b"
  /// ```
  ///
  /// - Parameter observer: Called with each new value.
  /// - Returns: A disposable that ends the observation.
  @available(*, deprecated, message: "use dropFirst().observeNext(with:)")
  public func observeNew(_ observer: @escaping @Sendable (Value) -> Void) -> any Disposable {
    dropFirst().observeNext(with: observer)
  }
}

extension Disposable {
  /// Bond v4's `disposeIn(_:)`: puts this disposable in `bag`, which disposes it when the bag
  /// is disposed or released.
  ///
  /// ```swift
  /// name.observeNext { print($0) }.disposeIn(bag)
  /// ```
  ///
  /// - Parameter bag: The bag that owns this disposable.
  @available(*, deprecated, renamed: "dispose(in:)")
  public func disposeIn(_ bag: DisposeBag) {
    dispose(in: bag)
  }
}
