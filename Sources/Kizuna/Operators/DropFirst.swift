extension SignalProtocol {
  /// Drops the first `count` values and passes on the rest.
  ///
  /// ```swift
  /// let count = Observable(0)
  /// count.dropFirst(1).observeNext { print($0) }.dispose(in: bag)  // skips the current value 0
  /// count.value = 1                                          // prints 1
  /// ```
  ///
  /// - Parameter count: How many values to drop; must be 0 or more.
  /// - Returns: A signal of the values after the first `count`; terminal events pass through.
  @inlinable public func dropFirst(_ count: Int = 1) -> Signal<Element, Failure> {
    precondition(count >= 0, "dropFirst(_:): count \(count) is negative; use 0 or more")
    if count == 0 { return toSignal() }
    return Signal { observer in
      let remaining = Lock<Int>.make(count)
      return self.observe { event in
        if case .next = event {
          let drop = remaining.withLock { remaining in
            guard remaining > 0 else { return false }
            remaining -= 1
            return true
          }
          if drop { return }
        }
        observer.receive(event)
      }
    }
  }
}
