extension SignalProtocol {
  /// Observes the upstream again, up to `attempts` more times, when it fails; the last failure
  /// is forwarded.
  ///
  /// Values from every attempt are forwarded. Useful on signals that start work per
  /// observation, such as `Signal(operation:)` requests.
  ///
  /// ```swift
  /// enum APIError: Error { case busy }
  /// func fetch() async throws(APIError) -> String { "page" }
  /// Signal(operation: fetch)   // a request per observation
  ///   .retry(2)                // up to two more requests after a failure
  ///   .replaceError(with: "unavailable")
  ///   .observeNext { print($0) }
  /// ```
  ///
  /// - Parameter attempts: How many times to observe again; 0 forwards the first failure.
  /// - Returns: A signal that fails only once `attempts` observations after the first failed.
  public func retry(_ attempts: Int) -> Signal<Element, Failure> {
    precondition(attempts >= 0, "Kizuna: retry(\(attempts)): attempts must be 0 or more")
    return Signal { observer in
      let retrying = Retrying(upstream: self, attempts: attempts, observer: observer, delay: nil)
      retrying.start()
      return retrying.subscriptions
    }
  }

  /// Observes the upstream again, up to `attempts` more times, `delay` after each failure, on
  /// `scheduler`; the last failure is forwarded.
  ///
  /// ```swift
  /// request.retry(3, delay: .seconds(2), scheduler: MainActorScheduler.shared)
  /// ```
  ///
  /// - Parameters:
  ///   - attempts: How many times to observe again.
  ///   - delay: How long to wait after a failure before observing again.
  ///   - scheduler: Where the wait happens (a `TestScheduler` in tests).
  /// - Returns: A signal that fails only once `attempts` observations after the first failed.
  public func retry(
    _ attempts: Int, delay: Duration, scheduler: some SignalScheduler
  ) -> Signal<Element, Failure> {
    precondition(attempts >= 0, "Kizuna: retry(\(attempts)): attempts must be 0 or more")
    return Signal { observer in
      let retrying = Retrying(
        upstream: self, attempts: attempts, observer: observer, delay: (delay, scheduler))
      retrying.start()
      return retrying.subscriptions
    }
  }
}

/// The state of one `retry` observation: the attempts left, and every subscription it made.
final class Retrying<Upstream: SignalProtocol>: Sendable {
  let upstream: Upstream
  let observer: Observer<Upstream.Element, Upstream.Failure>
  let delay: (Duration, any SignalScheduler)?
  /// Every attempt's observation and pending wait; disposing it ends the retrying. Attempts
  /// are few, so the finished ones are simply kept until then.
  let subscriptions = CompositeDisposable()
  private let remaining: Lock<Int>

  init(
    upstream: Upstream, attempts: Int, observer: Observer<Upstream.Element, Upstream.Failure>,
    delay: (Duration, any SignalScheduler)?
  ) {
    self.upstream = upstream
    self.observer = observer
    self.delay = delay
    remaining = Lock.make(attempts)
  }

  func start() {
    subscriptions.insert(
      upstream.observe { [self] event in
        guard case .failed = event else { return observer.receive(event) }
        let retries = remaining.withLock { remaining in
          guard remaining > 0 else { return false }
          remaining -= 1
          return true
        }
        guard retries, !subscriptions.isDisposed else { return observer.receive(event) }
        if let (delay, scheduler) = delay {
          subscriptions.insert(scheduler.scheduleInCallersScope(after: delay) { [self] in start() })
        } else {
          start()
        }
      })
  }
}
