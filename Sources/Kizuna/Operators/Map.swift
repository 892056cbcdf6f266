extension SignalProtocol {
  /// Transforms each value with `transform`.
  ///
  /// ```swift
  /// let count = Observable(2)
  /// count.map { "\($0) items" }.observeNext { print($0) }  // prints "2 items"
  /// ```
  ///
  /// - Parameter transform: Runs on the thread that delivers each value.
  /// - Returns: A signal of the transformed values; terminal events pass through.
  @inlinable
  public func map<Result: Sendable>(
    _ transform: @escaping @Sendable (Element) -> Result
  )
    -> Signal<Result, Failure>
  {
    Signal { observer in
      let target = TransformingTarget(transform, observer: observer)
      return self.observe { event in target.receive(event) }
    }
  }
}
