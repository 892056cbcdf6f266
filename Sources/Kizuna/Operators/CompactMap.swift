extension SignalProtocol {
  /// Transforms each value with `transform` and passes on the non-`nil` results.
  ///
  /// ```swift
  /// let inputs = Signal<String, Never>(sequence: ["1", "x", "3"])
  /// inputs.compactMap { Int($0) }.observeNext { print($0) }  // 1, 3
  /// ```
  ///
  /// - Parameter transform: Runs on the thread that delivers each value.
  /// - Returns: A signal of the non-`nil` results; terminal events pass through.
  @inlinable public func compactMap<Result: Sendable>(
    _ transform: @escaping @Sendable (Element) -> Result?
  )
    -> Signal<Result, Failure>
  {
    Signal { observer in
      self.observe { event in
        switch event {
        case .next(let element):
          if let result = transform(element) { observer.receive(result) }
        case .failed(let failure): observer.receive(.failed(failure))
        case .completed: observer.receive(.completed)
        }
      }
    }
  }
}
