extension SignalProtocol {
  /// Passes on values while `predicate` holds, then completes at the first value for which it
  /// does not (that value is not sent) and stops observing the upstream.
  ///
  /// ```swift
  /// Signal<Int, Never>(sequence: [1, 2, 5, 1])
  ///   .prefix(while: { $0 < 3 })
  ///   .observe { print($0) }  // prints "next(1)", "next(2)", "completed"
  /// ```
  ///
  /// - Parameter predicate: Runs on the thread that delivers each value, until it fails.
  /// - Returns: A signal of the leading values that satisfy `predicate`.
  public func prefix(
    while predicate: @escaping @Sendable (Element) -> Bool
  ) -> Signal<Element, Failure> {
    Signal { observer in
      let upstream = SerialDisposable()
      upstream.inner = self.observe { event in
        guard case .next(let element) = event, !predicate(element) else {
          return observer.receive(event)
        }
        observer.receive(.completed)
        upstream.dispose()
      }
      return upstream
    }
  }
}
