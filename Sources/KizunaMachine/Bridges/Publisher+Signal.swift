public import Kizuna

extension Publisher where Output: Sendable {
  /// This publisher as a Kizuna signal.
  ///
  /// Each observation of the signal subscribes to the publisher once, with unlimited demand;
  /// disposing the observation cancels the subscription. `.finished` becomes `.completed` and
  /// `.failure` becomes `.failed`.
  ///
  /// ```swift
  /// let count = PassthroughSubject<Int, Never>()
  /// let observation = count.toSignal().observe { print($0) }
  /// count.send(1)                        // prints next(1)
  /// count.send(completion: .finished)    // prints completed
  /// ```
  ///
  /// Events reach the observer on the thread the publisher sends them on.
  ///
  /// - Returns: A signal of the publisher's values and completion.
  public func toSignal() -> Signal<Output, Failure> {
    let publisher = SubscribablePublisher(eraseToAnyPublisher())
    return Signal { observer in
      let cancellable = publisher.base.sink(
        receiveCompletion: { completion in
          switch completion {
          case .finished: observer.receive(completion: .finished)
          case .failure(let failure): observer.receive(completion: .failure(failure))
          }
        },
        receiveValue: { observer.receive($0) }
      )
      return cancellable.toDisposable()
    }
  }
}

extension Publisher where Output: Sendable, Failure == Never {
  /// Sets `observable`'s value to every value of this publisher.
  ///
  /// The subscription keeps `observable` alive until it is cancelled.
  ///
  /// ```swift
  /// let title = Observable("")
  /// let names = PassthroughSubject<String, Never>()
  /// let assignment = names.assign(to: title)
  /// names.send("Kizuna")
  /// print(title.value)  // prints "Kizuna"
  /// ```
  ///
  /// - Parameter observable: The observable to update, on the thread the publisher sends on.
  /// - Returns: The subscription; cancelling it stops the updates.
  public func assign(to observable: Observable<Output>) -> AnyCancellable {
    sink { observable.value = $0 }
  }
}

/// A publisher carried into a Kizuna signal's `@Sendable` producer.
///
/// Safety: the producer only calls `receive(subscriber:)` (through `sink`), and Combine's
/// publishers (OpenCombine's too) accept subscribers from any thread: subjects and operators
/// guard their subscriber lists with their own locks, and value publishers are immutable.
private struct SubscribablePublisher<Output: Sendable, Failure: Error>: @unchecked Sendable {
  let base: AnyPublisher<Output, Failure>

  init(_ base: AnyPublisher<Output, Failure>) {
    self.base = base
  }
}
