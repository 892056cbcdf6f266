extension SignalProtocol {
  /// The first value, then a completion: Combine's `first()` (Rx's `take(1)`).
  ///
  /// ```swift
  /// let count = Observable(3)
  /// count.first().observe { print($0) }  // prints "next(3)", then "completed"
  /// ```
  ///
  /// - Returns: A signal of at most one value; it completes after it, or with the upstream.
  public func first() -> Signal<Element, Failure> { prefix(1) }

  /// The first value that satisfies `predicate`, then a completion.
  ///
  /// ```swift
  /// Signal<Int, Never>(sequence: [1, 4, 6]).first(where: { $0.isMultiple(of: 2) })
  ///   .observe { print($0) }  // prints "next(4)", then "completed"
  /// ```
  ///
  /// - Parameter predicate: Runs on the thread that delivers each value, until it holds.
  /// - Returns: A signal of at most one value.
  public func first(
    where predicate: @escaping @Sendable (Element) -> Bool
  ) -> Signal<Element, Failure> {
    filter(predicate).prefix(1)
  }
}
