extension SignalProtocol {
  /// Passes on only the values for which `isIncluded` returns true.
  ///
  /// ```swift
  /// let numbers = Signal<Int, Never>(sequence: 1...6)
  /// numbers.filter { $0.isMultiple(of: 2) }.observeNext { print($0) }  // 2, 4, 6
  /// ```
  ///
  /// - Parameter isIncluded: Runs on the thread that delivers each value.
  /// - Returns: A signal of the included values; terminal events pass through.
  @inlinable
  public func filter(
    _ isIncluded: @escaping @Sendable (Element) -> Bool
  ) -> Signal<Element, Failure> {
    Signal { observer in
      self.observe { event in
        switch event {
        case .next(let element): if isIncluded(element) { observer.receive(event) }
        default: observer.receive(event)
        }
      }
    }
  }
}
