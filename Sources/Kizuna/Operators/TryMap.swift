extension SignalProtocol {
  /// Transforms each value with a function that may throw this signal's failure; a thrown
  /// error ends the signal with that failure.
  ///
  /// The error type is checked by the compiler (typed throws): no `any Error` appears.
  ///
  /// ```swift
  /// enum ParseError: Error { case notANumber(String) }
  /// let input = PublishSubject<String, ParseError>()
  /// input.tryMap { text throws(ParseError) in
  ///   guard let number = Int(text) else { throw .notANumber(text) }
  ///   return number
  /// }.observe { print($0) }.dispose(in: bag)
  /// input.send("12")  // prints "next(12)"
  /// input.send("x")   // prints "failed(notANumber("x"))"
  /// ```
  ///
  /// - Parameter transform: Runs on the thread that delivers each value.
  /// - Returns: A signal of the transformed values, failing with the first thrown error.
  @inlinable
  public func tryMap<Result: Sendable>(
    _ transform: @escaping @Sendable (Element) throws(Failure) -> Result
  ) -> Signal<Result, Failure> {
    Signal { observer in
      self.observe { event in
        switch event {
        case .next(let element):
          do throws(Failure) {
            observer.receive(try transform(element))
          } catch {
            observer.receive(.failed(error))
          }
        case .failed(let failure): observer.receive(.failed(failure))
        case .completed: observer.receive(.completed)
        }
      }
    }
  }
}

extension SignalProtocol where Failure == Never {
  /// Transforms each value with a function that may throw `NewFailure`; a thrown error ends
  /// the signal with it.
  ///
  /// ```swift
  /// enum ParseError: Error { case notANumber(String) }
  /// let text = Observable("12")
  /// let numbers: Signal<Int, ParseError> = text.tryMap { text throws(ParseError) in
  ///   guard let number = Int(text) else { throw .notANumber(text) }
  ///   return number
  /// }
  /// ```
  ///
  /// - Parameter transform: Runs on the thread that delivers each value.
  /// - Returns: A signal of the transformed values, failing with the first thrown error.
  @inlinable @_disfavoredOverload
  public func tryMap<Result: Sendable, NewFailure: Error>(
    _ transform: @escaping @Sendable (Element) throws(NewFailure) -> Result
  ) -> Signal<Result, NewFailure> {
    setFailureType(to: NewFailure.self).tryMap(transform)
  }
}
