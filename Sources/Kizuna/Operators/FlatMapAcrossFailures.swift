extension SignalProtocol where Failure == Never {
  /// Maps each value to a signal that can fail and forwards the latest one's values; the
  /// result fails as the inner signals do.
  ///
  /// The usual UI pipeline: a text field, a request per text, the latest answer on a label.
  ///
  /// ```swift
  /// enum APIError: Error { case offline }
  /// func search(_ text: String) -> Signal<[String], APIError> { Signal(just: [text]) }
  /// let query = Observable("")
  /// query.flatMapLatest { search($0) }
  ///   .replaceError(with: [])
  ///   .observeNext { print($0) }  // prints "[""]"
  /// ```
  ///
  /// - Parameter transform: Makes the inner signal for each value.
  /// - Returns: A signal of the latest inner signal's values, with the inner failure type.
  @inlinable @_disfavoredOverload
  public func flatMapLatest<Inner: SignalProtocol>(
    _ transform: @escaping @Sendable (Element) -> Inner
  ) -> Signal<Inner.Element, Inner.Failure> {
    setFailureType(to: Inner.Failure.self).flatMapLatest(transform)
  }

  /// Maps each value to a signal that can fail and forwards the values of all of them; the
  /// result fails as the inner signals do.
  ///
  /// ```swift
  /// enum APIError: Error { case offline }
  /// let taps = PublishSubject<Int, Never>()
  /// let saved: Signal<Int, APIError> = taps.flatMapMerge { Signal<Int, APIError>(just: $0) }
  /// ```
  ///
  /// - Parameter transform: Makes the inner signal for each value.
  /// - Returns: A signal of every inner signal's values, with the inner failure type.
  @inlinable @_disfavoredOverload
  public func flatMapMerge<Inner: SignalProtocol>(
    _ transform: @escaping @Sendable (Element) -> Inner
  ) -> Signal<Inner.Element, Inner.Failure> {
    setFailureType(to: Inner.Failure.self).flatMapMerge(transform)
  }

  /// Maps each value to a signal that can fail and forwards their values one signal after the
  /// other; the result fails as the inner signals do.
  ///
  /// ```swift
  /// enum SaveError: Error { case conflict }
  /// let edits = PublishSubject<String, Never>()
  /// let saves: Signal<String, SaveError> = edits.flatMapConcat { Signal(just: "saved \($0)") }
  /// ```
  ///
  /// - Parameter transform: Makes the inner signal for each value, when its turn comes.
  /// - Returns: The inner signals' values, one signal after the other, with the inner failure
  ///   type.
  @inlinable @_disfavoredOverload
  public func flatMapConcat<Inner: SignalProtocol>(
    _ transform: @escaping @Sendable (Element) -> Inner
  ) -> Signal<Inner.Element, Inner.Failure> {
    setFailureType(to: Inner.Failure.self).flatMapConcat(transform)
  }
}

extension SignalProtocol {
  /// Maps each value to a signal that cannot fail and forwards the latest one's values; the
  /// result fails as this signal does.
  ///
  /// ```swift
  /// enum APIError: Error { case offline }
  /// let pages = PublishSubject<Int, APIError>()
  /// let titles = pages.flatMapLatest { Signal<String, Never>(just: "page \($0)") }
  /// ```
  ///
  /// - Parameter transform: Makes the inner signal for each value.
  /// - Returns: A signal of the latest inner signal's values, with this signal's failure type.
  @inlinable @_disfavoredOverload
  public func flatMapLatest<Inner: SignalProtocol>(
    _ transform: @escaping @Sendable (Element) -> Inner
  ) -> Signal<Inner.Element, Failure> where Inner.Failure == Never {
    flatMapLatest { transform($0).setFailureType(to: Failure.self) }
  }

  /// Maps each value to a signal that cannot fail and forwards the values of all of them;
  /// the result fails as this signal does.
  ///
  /// ```swift
  /// enum APIError: Error { case offline }
  /// let pages = PublishSubject<Int, APIError>()
  /// let titles = pages.flatMapMerge { Signal<String, Never>(just: "page \($0)") }
  /// ```
  ///
  /// - Parameter transform: Makes the inner signal for each value.
  /// - Returns: A signal of every inner signal's values, with this signal's failure type.
  @inlinable @_disfavoredOverload
  public func flatMapMerge<Inner: SignalProtocol>(
    _ transform: @escaping @Sendable (Element) -> Inner
  ) -> Signal<Inner.Element, Failure> where Inner.Failure == Never {
    flatMapMerge { transform($0).setFailureType(to: Failure.self) }
  }

  /// Maps each value to a signal that cannot fail and forwards their values one signal after
  /// the other; the result fails as this signal does.
  ///
  /// ```swift
  /// enum APIError: Error { case offline }
  /// let pages = PublishSubject<Int, APIError>()
  /// let titles = pages.flatMapConcat { Signal<String, Never>(just: "page \($0)") }
  /// ```
  ///
  /// - Parameter transform: Makes the inner signal for each value, when its turn comes.
  /// - Returns: The inner signals' values, one signal after the other, with this signal's
  ///   failure type.
  @inlinable @_disfavoredOverload
  public func flatMapConcat<Inner: SignalProtocol>(
    _ transform: @escaping @Sendable (Element) -> Inner
  ) -> Signal<Inner.Element, Failure> where Inner.Failure == Never {
    flatMapConcat { transform($0).setFailureType(to: Failure.self) }
  }
}
