extension SignalProtocol {
  /// Each value with the one before it (`nil` for the first).
  ///
  /// ```swift
  /// Signal<Int, Never>(sequence: [1, 2, 3]).zipPrevious()
  ///   .observeNext { print($0.0 ?? 0, $0.1) }  // prints "0 1", "1 2", "2 3"
  /// ```
  ///
  /// - Returns: A signal of `(previous, current)` pairs.
  public func zipPrevious() -> Signal<(Element?, Element), Failure> {
    Signal { observer in
      let previous = Lock<Element?>.make(nil)
      return self.observe { event in
        switch event {
        case .next(let element):
          let before = previous.withLock { previous in
            defer { previous = element }
            return previous
          }
          observer.receive((before, element))
        case .failed(let failure): observer.receive(.failed(failure))
        case .completed: observer.receive(.completed)
        }
      }
    }
  }

  /// Each value with the one before it, starting from `initial`.
  ///
  /// ```swift
  /// let count = Observable(1)
  /// count.combinePrevious(initial: 0).observeNext { print($0.0, $0.1) }  // prints "0 1"
  /// count.value = 5                                                      // prints "1 5"
  /// ```
  ///
  /// - Parameter initial: Paired with the first value.
  /// - Returns: A signal of `(previous, current)` pairs.
  public func combinePrevious(initial: Element) -> Signal<(Element, Element), Failure> {
    zipPrevious().map { ($0.0 ?? initial, $0.1) }
  }
}
