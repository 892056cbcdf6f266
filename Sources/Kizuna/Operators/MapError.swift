extension SignalProtocol {
  /// Transforms the failure with `transform`; values and completion pass through.
  ///
  /// ```swift
  /// enum APIError: Error { case offline }
  /// struct ScreenError: Error { let message: String }
  /// Signal<Int, APIError>(failed: .offline)
  ///   .mapError { _ in ScreenError(message: "You are offline.") }
  ///   .observe { print($0) }  // prints "failed(ScreenError(message: "You are offline."))"
  /// ```
  ///
  /// - Parameter transform: Turns the upstream's failure into the new one; runs on the thread
  ///   that delivers the failure.
  /// - Returns: A signal with the same values and the transformed failure.
  @inlinable
  public func mapError<NewFailure: Error>(
    _ transform: @escaping @Sendable (Failure) -> NewFailure
  ) -> Signal<Element, NewFailure> {
    Signal { observer in
      self.observe { event in
        switch event {
        case .next(let element): observer.receive(element)
        case .failed(let failure): observer.receive(.failed(transform(failure)))
        case .completed: observer.receive(.completed)
        }
      }
    }
  }
}
