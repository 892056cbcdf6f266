extension SignalProtocol {
  /// Continues with the signal that `handler` makes from the failure, instead of failing.
  ///
  /// Values and a completion pass through. When the upstream fails, the observation moves to
  /// `handler(failure)`: its events (values, and its own end) follow. The replacement may
  /// have another failure type, such as `Never`.
  ///
  /// ```swift
  /// enum APIError: Error { case offline }
  /// Signal<String, APIError>(failed: .offline)
  ///   .catch { _ in Signal<String, Never>(sequence: ["cached", "page"]) }
  ///   .observe { print($0) }  // prints "next(cached)", "next(page)", "completed"
  /// ```
  ///
  /// - Parameter handler: Makes the replacement; runs once, on the thread that delivers the
  ///   failure.
  /// - Returns: A signal of the upstream's values, then the replacement's events.
  public func `catch`<Replacement: SignalProtocol>(
    _ handler: @escaping @Sendable (Failure) -> Replacement
  ) -> Signal<Element, Replacement.Failure> where Replacement.Element == Element {
    Signal { observer in
      // Two slots, so that a replacement observed while the upstream's observe call is still
      // on the stack (a signal that fails at once) is not disposed by that call's result.
      let upstream = SerialDisposable()
      let replacement = SerialDisposable()
      upstream.inner = self.observe { event in
        switch event {
        case .next(let element): observer.receive(element)
        case .completed: observer.receive(.completed)
        case .failed(let failure):
          replacement.inner = handler(failure).observe { observer.receive($0) }
        }
      }
      return CompositeDisposable([upstream, replacement])
    }
  }
}
