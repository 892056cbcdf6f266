extension SignalProtocol where Failure == Never {
  /// The same values under a failure type this signal never sends, so that it combines with
  /// signals that can fail.
  ///
  /// ```swift
  /// enum APIError: Error { case offline }
  /// let taps = PublishSubject<Void, Never>()
  /// let requests: Signal<Void, APIError> = taps.setFailureType(to: APIError.self)
  /// ```
  ///
  /// - Parameter failureType: The failure type to declare.
  /// - Returns: A signal with the same events.
  @inlinable
  public func setFailureType<NewFailure: Error>(
    to failureType: NewFailure.Type
  ) -> Signal<Element, NewFailure> {
    Signal { observer in
      self.observe { event in
        switch event {
        case .next(let element): observer.receive(element)
        case .completed: observer.receive(.completed)
        }
      }
    }
  }
}
