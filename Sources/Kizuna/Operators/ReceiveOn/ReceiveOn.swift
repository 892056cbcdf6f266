extension SignalProtocol {
  /// Delivers every event through `context`: on the main actor, on a queue, on a scheduler.
  ///
  /// Events keep their order for each observation even when the context runs work
  /// concurrently or out of order: each observation keeps its own FIFO of waiting events and
  /// has at most one drain job in the context at a time, which delivers the events queued so
  /// far one by one. Nothing is delivered after the observation is disposed (an event whose
  /// delivery has already started completes).
  ///
  /// With `.mainActor`, an event sent on the main thread while nothing is waiting is
  /// delivered at once, before `send` returns.
  ///
  /// ```swift
  /// let results = PublishSubject<String, Never>()
  /// results.receive(on: .mainActor).observeNext { text in
  ///   MainActor.assumeIsolated { print("on main:", text) }
  /// }
  /// Task.detached { results.send("done") }  // prints "on main: done", on the main actor
  /// ```
  ///
  /// - Parameter context: Where observers run, e.g. `.mainActor`, a `DispatchQueue` (with
  ///   KizunaDispatch), or a `SignalScheduler`.
  /// - Returns: A signal with the same events, delivered in `context`.
  public func receive(on context: some ExecutionContext) -> Signal<Element, Failure> {
    Signal { observer in
      let delivery = ReceiveOnDelivery(observer: observer, context: context)
      let upstream = self.observe(with: delivery.enqueue)
      return BlockDisposable {
        delivery.dispose()
        upstream.dispose()
      }
    }
  }
}

/// One observation of `receive(on:)`: its FIFO of events and its drain job.
private final class ReceiveOnDelivery<Element: Sendable, Failure: Error, Context: ExecutionContext>:
  Sendable
{
  private let observer: Observer<Element, Failure>
  private let context: Context
  private let machine = Lock.make(ReceiveOnStateMachine<Element, Failure>())

  init(observer: Observer<Element, Failure>, context: Context) {
    self.observer = observer
    self.context = context
  }

  @Sendable func enqueue(_ event: Event<Element, Failure>) {
    switch machine.withLock({ $0.receive(event) }) {
    case .startDrain: context.executeInCallersScope(drain)
    case .none: break
    }
  }

  @Sendable func drain() {
    while true {
      switch machine.withLock({ $0.next() }) {
      case .deliver(let event): observer.receive(event)
      case .finish: return
      }
    }
  }

  func dispose() {
    machine.withLock { $0.dispose() }
  }
}
