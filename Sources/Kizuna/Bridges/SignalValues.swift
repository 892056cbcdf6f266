extension SignalProtocol {
  /// The signal's values as an `AsyncSequence`: `for await value in signal.values { ... }`.
  ///
  /// Each iterator starts its own observation when it is created and buffers every value
  /// that arrives before the consumer asks for it, so a slow consumer misses nothing (the
  /// buffer is unbounded). The sequence ends when the signal completes and throws the
  /// signal's `Failure` when it fails; for a `Failure` of `Never` no `try` is needed.
  /// Cancelling the consuming task, or dropping the iterator, disposes the observation.
  ///
  /// ```swift
  /// let count = Observable(1)
  /// Task {
  ///   for await value in count.values { print(value) }  // prints 1, then 2
  /// }
  /// count.value = 2
  /// ```
  public var values: SignalValues<Element, Failure> { SignalValues(self) }
}

/// An `AsyncSequence` of a signal's values; see ``SignalProtocol/values``.
///
/// Iteration ends with `nil` after the signal completes or the consuming task is cancelled,
/// and throws `Failure` (typed) when the signal fails.
public struct SignalValues<Element: Sendable, Failure: Error>: AsyncSequence, Sendable {
  private let signal: Signal<Element, Failure>

  init(_ signal: some SignalProtocol<Element, Failure>) {
    self.signal = signal.toSignal()
  }

  /// Starts observing the signal; the observation lives as long as the iterator.
  public func makeAsyncIterator() -> Iterator {
    Iterator(signal)
  }

  /// Hands out the buffered values of one observation, one `next()` call at a time.
  ///
  /// Iterate from one task only: calling `next()` while another call waits is a programming
  /// error (precondition failure).
  public struct Iterator: AsyncIteratorProtocol {
    private let lifetime: SignalValuesLifetime<Element, Failure>

    init(_ signal: Signal<Element, Failure>) {
      let buffer = SignalValuesBuffer<Element, Failure>()
      buffer.start(observing: signal)
      lifetime = SignalValuesLifetime(buffer)
    }

    /// The next value, waiting for it if none is buffered; `nil` once the signal completed
    /// or the task was cancelled.
    ///
    /// - Throws: The signal's failure, once; later calls return `nil`.
    public mutating func next() async throws(Failure) -> Element? {
      try await lifetime.buffer.next(isolation: nil)
    }

    /// The next value, waiting for it on `actor`'s executor if none is buffered.
    ///
    /// - Throws: The signal's failure, once; later calls return `nil`.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public mutating func next(
      isolation actor: isolated (any Actor)? = #isolation
    )
      async throws(Failure) -> Element?
    {
      try await lifetime.buffer.next(isolation: actor)
    }
  }
}

/// Owned by exactly one iterator (and its copies): when the last copy goes away, the
/// observation is disposed.
final class SignalValuesLifetime<Element: Sendable, Failure: Error>: Sendable {
  let buffer: SignalValuesBuffer<Element, Failure>

  init(_ buffer: SignalValuesBuffer<Element, Failure>) { self.buffer = buffer }

  deinit { buffer.cancel() }
}

/// The observation behind one iterator: buffers values, parks the waiting consumer.
final class SignalValuesBuffer<Element: Sendable, Failure: Error>: Sendable {
  private let machine = Lock.make(SignalValuesStateMachine<Element, Failure>())
  private let subscription = SerialDisposable()

  func start(observing signal: Signal<Element, Failure>) {
    subscription.inner = signal.observe(with: receive)
  }

  @Sendable func receive(_ event: Event<Element, Failure>) {
    if let (waiter, result) = machine.withLock({ $0.receive(event) }) {
      waiter.resume(returning: result)
    }
  }

  func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
    let result = await withTaskCancellationHandler(
      operation: {
        await withCheckedContinuation(isolation: actor) {
          (waiter: CheckedContinuation<Result<Element?, Failure>, Never>) in
          switch machine.withLock({ $0.next(waiter) }) {
          case .resume(let result): waiter.resume(returning: result)
          case .suspend: break
          }
        }
      },
      onCancel: { self.cancel() },
      isolation: actor
    )
    return try result.get()
  }

  /// Ends iteration: disposes the observation and wakes a waiting consumer with `nil`.
  func cancel() {
    let waiter = machine.withLock { $0.cancel() }
    subscription.dispose()
    waiter?.resume(returning: .success(nil))
  }
}

/// The buffer, the pending end, and the waiting consumer of one `values` iterator.
struct SignalValuesStateMachine<Element: Sendable, Failure: Error>: Sendable {
  typealias Waiter = CheckedContinuation<Result<Element?, Failure>, Never>

  /// What `next()` does.
  enum NextAction {
    /// Return this at once.
    case resume(Result<Element?, Failure>)
    /// Wait: the consumer was parked and is resumed by `receive` or `cancel`.
    case suspend
  }

  private var buffer = FIFOBuffer<Element>()
  private var pendingEnd: Completion<Failure>?
  private var isFinished = false
  private var waiter: Waiter?

  /// An event arrived: returns the consumer to wake, with what to give it.
  mutating func receive(_ event: Event<Element, Failure>) -> (Waiter, Result<Element?, Failure>)? {
    guard !isFinished, pendingEnd == nil else { return nil }
    switch event {
    case .next(let element):
      if let waiter = waiter.take() { return (waiter, .success(element)) }
      buffer.append(element)
      return nil
    case .completed, .failed:
      let end: Result<Element?, Failure> =
        if case .failed(let failure) = event { .failure(failure) } else { .success(nil) }
      if let waiter = waiter.take() {
        isFinished = true
        return (waiter, end)
      }
      pendingEnd = if case .failed(let failure) = event { .failure(failure) } else { .finished }
      return nil
    }
  }

  /// The consumer asks for the next value.
  mutating func next(_ newWaiter: Waiter) -> NextAction {
    if let element = buffer.popFirst() { return .resume(.success(element)) }
    if let end = pendingEnd.take() {
      isFinished = true
      switch end {
      case .finished: return .resume(.success(nil))
      case .failure(let failure): return .resume(.failure(failure))
      }
    }
    if isFinished { return .resume(.success(nil)) }
    precondition(
      waiter == nil,
      "SignalValues.Iterator.next(): called while another next() waits; iterate from one task")
    waiter = newWaiter
    return .suspend
  }

  /// The consumer went away: drop everything and return the parked consumer, if any.
  mutating func cancel() -> Waiter? {
    isFinished = true
    buffer.removeAll()
    pendingEnd = nil
    return waiter.take()
  }
}
