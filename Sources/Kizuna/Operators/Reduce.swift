extension SignalProtocol {
  /// Folds every value into `initial` with `combine`, and sends the result when the upstream
  /// completes; a failure is forwarded instead. (``scan(_:_:)`` sends every step.)
  ///
  /// ```swift
  /// Signal<Int, Never>(sequence: [1, 2, 3]).reduce(0, +)
  ///   .observe { print($0) }  // prints "next(6)", then "completed"
  /// ```
  ///
  /// - Parameters:
  ///   - initial: The starting value, sent alone for an upstream without values.
  ///   - combine: Runs on the thread that delivers each value.
  /// - Returns: A signal of one value, sent at the completion.
  public func reduce<Result: Sendable>(
    _ initial: Result, _ combine: @escaping @Sendable (Result, Element) -> Result
  ) -> Signal<Result, Failure> {
    Signal { observer in
      let accumulated = Lock.make(initial)
      return self.observe { event in
        switch event {
        case .next(let element): accumulated.withLock { $0 = combine($0, element) }
        case .failed(let failure): observer.receive(.failed(failure))
        case .completed:
          observer.receive(accumulated.withLock { $0 })
          observer.receive(.completed)
        }
      }
    }
  }
}
