public import Kizuna

extension SignalProtocol {
  /// This signal as a Combine publisher.
  ///
  /// Each subscription observes the signal once, starting at the subscriber's first demand.
  /// Values that arrive while the subscriber has no demand wait in a buffer, in order;
  /// cancelling ends the observation. An `Observable` becomes a publisher that sends its
  /// current value first, like a `CurrentValueSubject`.
  ///
  /// ```swift
  /// let count = Observable(0)
  /// let observation = count.toPublisher().sink { print($0) }  // prints 0
  /// count.value = 1                                            // prints 1
  /// ```
  ///
  /// Values reach the subscriber on the thread that sends them into the signal, one at a
  /// time.
  ///
  /// - Parameters:
  ///   - fileID: The caller's file, recorded for `LiveBindings`; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: A publisher of the signal's values and its terminal event.
  public func toPublisher(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> SignalPublisher<Self> {
    SignalPublisher(self, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// A Combine publisher of the events of a Kizuna signal.
///
/// Made by `toPublisher()`.
///
/// ```swift
/// let taps = PublishSubject<Void, Never>()
/// let observation = taps.toPublisher().sink { print("tap") }
/// taps.send()  // prints "tap"
/// ```
public struct SignalPublisher<Upstream: SignalProtocol>: Publisher {
  public typealias Output = Upstream.Element
  public typealias Failure = Upstream.Failure

  /// The signal this publisher observes.
  public let upstream: Upstream
  /// Where the publisher was made: its subscriptions are recorded there for `LiveBindings`.
  public let site: BindingSite

  /// Creates a publisher of the events of `upstream`.
  ///
  /// - Parameters:
  ///   - upstream: The signal to observe, once per subscription.
  ///   - fileID: The caller's file, recorded for `LiveBindings`; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  public init(
    _ upstream: Upstream,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.upstream = upstream
    site = BindingSite(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  public func receive<Downstream: Subscriber>(subscriber: Downstream)
  where Downstream.Input == Output, Downstream.Failure == Failure {
    let subscription = SignalSubscription(
      upstream: upstream, site: site, downstream: AnySubscriber(subscriber))
    subscriber.receive(subscription: subscription)
  }
}

/// One subscription of a ``SignalPublisher``: observes the signal and feeds the subscriber as
/// far as its demand allows.
///
/// Safety: `downstream` is a non-Sendable Combine subscriber. It is called only by the thread
/// that owns the delivery turn (`SignalSubscriptionStateMachine.isDelivering`, set and cleared
/// under `state`'s lock), so no two threads ever call it at the same time, and it is released
/// under the same turn rule. Everything else is behind `state`'s lock.
private final class SignalSubscription<Upstream: SignalProtocol>: Subscription,
  @unchecked Sendable
{
  private typealias Machine = SignalSubscriptionStateMachine<Upstream.Element, Upstream.Failure>
  typealias Downstream = AnySubscriber<Upstream.Element, Upstream.Failure>

  private let upstream: Upstream
  private let site: BindingSite
  private var downstream: Downstream?
  private let state = Lock<Machine>.make(Machine())

  init(upstream: Upstream, site: BindingSite, downstream: Downstream) {
    self.upstream = upstream
    self.site = site
    self.downstream = downstream
  }

  let combineIdentifier = CombineIdentifier()

  func request(_ demand: Subscribers.Demand) {
    precondition(demand > .none, "SignalPublisher: requested demand \(demand) must be positive")
    let action = state.withLock { $0.request(demand) }
    if action.startObserving {
      let observation = observeUpstream()
      let late = state.withLock { $0.observationStarted(observation) }
      late?.dispose()  // cancelled or finished while the observation was starting
    }
    if action.deliver { deliver() }
  }

  /// Observes the signal; while recording, as a binding made where the publisher was made.
  private func observeUpstream() -> any Disposable {
    let observer: @Sendable (Event<Upstream.Element, Upstream.Failure>) -> Void = { [self] event in
      receive(event)
    }
    guard BindingRecorder.isOn else { return upstream.observe(with:)(observer) }
    return BindingRecorder.record(
      .bridge, at: site, on: upstream, observer: observer,
      start: { upstream.observe(with:)($0) })
  }

  func cancel() {
    let (observation, release) = state.withLock { $0.cancel() }
    observation?.dispose()
    if release { downstream = nil }  // this thread took the (idle) delivery turn
  }

  private func receive(_ event: Event<Upstream.Element, Upstream.Failure>) {
    if state.withLock({ $0.receive(event) }) { deliver() }
  }

  /// Runs the delivery turn: sends buffered values while there is demand, then the terminal
  /// event; ends when there is nothing more it may send.
  private func deliver() {
    var additional = Subscribers.Demand.none
    while true {
      switch state.withLock({ $0.nextDelivery(adding: additional) }) {
      case .value(let element):
        additional = downstream?.receive(element) ?? .none
      case .completion(let completion, let observation):
        observation?.dispose()
        let finished = downstream
        downstream = nil
        switch completion {
        case .finished: finished?.receive(completion: .finished)
        case .failure(let failure): finished?.receive(completion: .failure(failure))
        }
        return
      case .release:
        downstream = nil
        return
      case .pause:
        return
      }
    }
  }
}

/// The state of a ``SignalPublisher`` subscription: demand, buffered values, the pending
/// terminal event and who holds the delivery turn.
package struct SignalSubscriptionStateMachine<Element: Sendable, Failure: Error>: Sendable {
  /// What `request` asks the caller to do.
  package struct RequestAction: Equatable {
    /// Start observing the signal (first demand only).
    package var startObserving: Bool
    /// Take the delivery turn and deliver.
    package var deliver: Bool

    /// Creates an action.
    package init(startObserving: Bool, deliver: Bool) {
      self.startObserving = startObserving
      self.deliver = deliver
    }
  }

  /// The next step of a delivery turn.
  package enum DeliveryAction {
    /// Send this value to the subscriber.
    case value(Element)
    /// Send the terminal event, after disposing the observation if there is one.
    case completion(Completion<Failure>, (any Disposable)?)
    /// The subscription was cancelled: release the subscriber and stop.
    case release
    /// Nothing can be sent now: give up the turn.
    case pause
  }

  private var demand = Subscribers.Demand.none
  private var buffer: [Element] = []
  private var bufferHead = 0
  private var completion: Completion<Failure>?
  private var isStarted = false
  private var isDelivering = false
  private var isCancelled = false
  private var isFinished = false
  private var observation: (any Disposable)?

  package init() {}

  private var hasBuffered: Bool { bufferHead < buffer.count }

  /// Adds demand; the first demand starts the observation.
  package mutating func request(_ added: Subscribers.Demand) -> RequestAction {
    guard !isCancelled, !isFinished else {
      return RequestAction(startObserving: false, deliver: false)
    }
    demand += added
    let start = !isStarted
    isStarted = true
    return RequestAction(startObserving: start, deliver: takeTurnIfWorkWaits())
  }

  /// Records the observation; returns it back if it must be disposed at once.
  package mutating func observationStarted(_ started: any Disposable) -> (any Disposable)? {
    if isCancelled || isFinished { return started }
    observation = started
    return nil
  }

  /// Buffers an event from the signal; returns whether the caller takes the delivery turn.
  package mutating func receive(_ event: Event<Element, Failure>) -> Bool {
    guard !isCancelled, !isFinished, completion == nil else { return false }
    switch event {
    case .next(let element): buffer.append(element)
    case .completed: completion = .finished
    case .failed(let failure): completion = .failure(failure)
    }
    return takeTurnIfWorkWaits()
  }

  /// The next step for the thread holding the delivery turn.
  package mutating func nextDelivery(adding additional: Subscribers.Demand) -> DeliveryAction {
    demand += additional
    if isCancelled {
      isDelivering = false
      return .release
    }
    if hasBuffered, demand > .none {
      let element = buffer[bufferHead]
      bufferHead += 1
      if bufferHead == buffer.count {
        buffer.removeAll(keepingCapacity: true)
        bufferHead = 0
      }
      demand -= 1
      return .value(element)
    }
    if !hasBuffered, let completion {
      isFinished = true
      isDelivering = false
      defer { observation = nil }
      return .completion(completion, observation)
    }
    isDelivering = false
    return .pause
  }

  /// Cancels; returns the observation to dispose, and whether the caller took the delivery
  /// turn and must release the subscriber (otherwise the thread holding the turn releases it).
  package mutating func cancel() -> (observation: (any Disposable)?, releaseSubscriber: Bool) {
    guard !isCancelled else { return (nil, false) }
    isCancelled = true
    buffer.removeAll()
    bufferHead = 0
    let release = !isDelivering && !isFinished
    defer { observation = nil }
    return (observation, release)
  }

  private mutating func takeTurnIfWorkWaits() -> Bool {
    guard !isDelivering else { return false }
    guard (hasBuffered && demand > .none) || (!hasBuffered && completion != nil) else {
      return false
    }
    isDelivering = true
    return true
  }
}
