extension SignalProtocol {
  /// Drops values while `predicate` holds, then passes on every value from the first one for
  /// which it does not.
  ///
  /// ```swift
  /// Signal<Int, Never>(sequence: [1, 2, 5, 1])
  ///   .drop(while: { $0 < 3 })
  ///   .observe { print($0) }  // prints "next(5)", "next(1)", "completed"
  /// ```
  ///
  /// - Parameter predicate: Runs on the thread that delivers each value, until it fails once.
  /// - Returns: A signal of the values from the first one that fails `predicate`.
  public func drop(
    while predicate: @escaping @Sendable (Element) -> Bool
  ) -> Signal<Element, Failure> {
    Signal { observer in
      let dropping = Lock.make(true)
      return self.observe { event in
        if case .next(let element) = event, dropping.withLock({ $0 }) {
          guard !predicate(element) else { return }
          dropping.withLock { $0 = false }
        }
        observer.receive(event)
      }
    }
  }
}
