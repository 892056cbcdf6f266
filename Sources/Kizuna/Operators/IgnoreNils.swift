extension SignalProtocol {
  /// Passes on the values that are not `nil`, unwrapped.
  ///
  /// ```swift
  /// let name = Observable<String?>(nil)
  /// name.ignoreNils().observeNext { print($0) }.dispose(in: bag)  // prints nothing
  /// name.value = "Ann"                                             // prints "Ann"
  /// ```
  ///
  /// - Returns: A signal of the unwrapped values; terminal events pass through.
  @inlinable public func ignoreNils<Wrapped: Sendable>() -> Signal<Wrapped, Failure>
  where Element == Wrapped? {
    Signal { observer in
      self.observe { event in
        switch event {
        case .next(let element):
          if let element { observer.receive(element) }
        case .failed(let failure): observer.receive(.failed(failure))
        case .completed: observer.receive(.completed)
        }
      }
    }
  }
}
