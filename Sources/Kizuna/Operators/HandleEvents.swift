extension SignalProtocol {
  /// Runs side effects as events pass (logging, analytics, an indicator), without changing
  /// them.
  ///
  /// ```swift
  /// let requests = PublishSubject<String, Never>()
  /// requests.handleEvents(receiveOutput: { print("sent", $0) })
  ///   .observeNext { _ in }.dispose(in: bag)
  /// requests.send("a")  // prints "sent a"
  /// ```
  ///
  /// - Parameters:
  ///   - receiveSubscription: Runs when an observation starts, before the upstream is observed.
  ///   - receiveOutput: Runs before each value is passed on.
  ///   - receiveCompletion: Runs before the terminal event is passed on.
  ///   - receiveCancel: Runs when the observation is disposed before the upstream ended.
  /// - Returns: A signal with the same events.
  public func handleEvents(
    receiveSubscription: (@Sendable () -> Void)? = nil,
    receiveOutput: (@Sendable (Element) -> Void)? = nil,
    receiveCompletion: (@Sendable (Completion<Failure>) -> Void)? = nil,
    receiveCancel: (@Sendable () -> Void)? = nil
  ) -> Signal<Element, Failure> {
    Signal { observer in
      receiveSubscription?()
      let ended = Lock.make(false)
      let upstream = self.observe { event in
        switch event {
        case .next(let element): receiveOutput?(element)
        case .failed(let failure):
          ended.withLock { $0 = true }
          receiveCompletion?(.failure(failure))
        case .completed:
          ended.withLock { $0 = true }
          receiveCompletion?(.finished)
        }
        observer.receive(event)
      }
      return BlockDisposable {
        let wasRunning = ended.withLock { ended in
          defer { ended = true }
          return !ended
        }
        upstream.dispose()
        if wasRunning { receiveCancel?() }
      }
    }
  }
}
