extension SignalProtocol {
  /// Passes on the first `count` values, then completes and stops observing the upstream.
  ///
  /// ```swift
  /// let taps = PublishSubject<Int, Never>()
  /// taps.prefix(2).observe { print($0) }.dispose(in: bag)
  /// taps.send(1)  // prints "next(1)"
  /// taps.send(2)  // prints "next(2)", then "completed"
  /// taps.send(3)  // prints nothing
  /// ```
  ///
  /// - Parameter count: How many values to pass on; must be 0 or more. With 0 the result
  ///   completes at once without observing the upstream.
  /// - Returns: A signal of at most `count` values; terminal events before that pass through.
  @inlinable public func prefix(_ count: Int) -> Signal<Element, Failure> {
    precondition(count >= 0, "prefix(_:): count \(count) is negative; use 0 or more")
    return Signal { observer in
      guard count > 0 else {
        observer.receive(.completed)
        return SimpleDisposable(isDisposed: true)
      }
      let remaining = Lock<Int>.make(count)
      let upstream = SerialDisposable()
      upstream.inner = self.observe { event in
        guard case .next = event else { return observer.receive(event) }
        let left = remaining.withLock { remaining -> Int in
          guard remaining > 0 else { return -1 }
          remaining -= 1
          return remaining
        }
        guard left >= 0 else { return }
        observer.receive(event)
        if left == 0 {
          observer.receive(.completed)
          upstream.dispose()
        }
      }
      return upstream
    }
  }
}
