extension SignalProtocol {
  /// The last value, sent when the upstream completes (nothing if it sent none); a failure is
  /// forwarded instead.
  ///
  /// ```swift
  /// Signal<Int, Never>(sequence: [1, 2, 3]).last()
  ///   .observe { print($0) }  // prints "next(3)", then "completed"
  /// ```
  ///
  /// - Returns: A signal of at most one value, sent at the completion.
  public func last() -> Signal<Element, Failure> {
    Signal { observer in
      let latest = Lock<Element?>.make(nil)
      return self.observe { event in
        switch event {
        case .next(let element): latest.withLock { $0 = element }
        case .failed: observer.receive(event)
        case .completed:
          if let element = latest.withLock({ $0 }) { observer.receive(element) }
          observer.receive(.completed)
        }
      }
    }
  }
}
