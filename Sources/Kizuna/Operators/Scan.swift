extension SignalProtocol {
  /// Accumulates the values with `nextPartialResult` and passes on every intermediate result.
  ///
  /// ```swift
  /// Signal<Int, Never>(sequence: [1, 2, 3]).scan(0, +)
  ///   .observeNext { print($0) }  // 1, 3, 6
  /// ```
  ///
  /// - Parameters:
  ///   - initialResult: The starting accumulation (not sent itself); each observation starts
  ///     from it anew.
  ///   - nextPartialResult: Makes the next accumulation from the previous one and a value;
  ///     runs on the thread that delivers, outside any lock.
  /// - Returns: A signal of the accumulations; terminal events pass through.
  @inlinable public func scan<Result: Sendable>(
    _ initialResult: Result,
    _ nextPartialResult: @escaping @Sendable (Result, Element) -> Result
  ) -> Signal<Result, Failure> {
    Signal { observer in
      let accumulation = Lock<Result>.make(initialResult)
      return self.observe { event in
        switch event {
        case .next(let element):
          // The upstream delivers one event at a time, so nothing changes the accumulation
          // between the read and the write; the closure runs outside the lock.
          let next = nextPartialResult(accumulation.withLock { $0 }, element)
          accumulation.withLock { $0 = next }
          observer.receive(next)
        case .failed(let failure): observer.receive(.failed(failure))
        case .completed: observer.receive(.completed)
        }
      }
    }
  }
}
