extension SignalProtocol {
  /// Ends with `element` and a completion instead of a failure: a signal that cannot fail,
  /// ready to bind to the screen.
  ///
  /// ```swift
  /// enum APIError: Error { case offline }
  /// Signal<String, APIError>(failed: .offline)
  ///   .replaceError(with: "Offline")
  ///   .observe { print($0) }  // prints "next(Offline)", then "completed"
  /// ```
  ///
  /// - Parameter element: Sent in place of the failure, just before the completion.
  /// - Returns: A signal with the same values that never fails.
  @inlinable
  public func replaceError(with element: Element) -> Signal<Element, Never> {
    Signal { observer in
      self.observe { event in
        switch event {
        case .next(let value): observer.receive(value)
        case .failed:
          observer.receive(element)
          observer.receive(.completed)
        case .completed: observer.receive(.completed)
        }
      }
    }
  }
}
