internal import Kizuna

/// Bond v4's `EventProducer`: sends events to its observers, replays the last
/// ``replayLength`` of them to new observers, and can be made from a producer closure.
///
/// Events go through a Kizuna `PublishSubject`: observers are called synchronously, in the
/// order they started observing, on the thread that calls ``next(_:)``. As in Bond v4, an
/// event this producer is sent while it is delivering one on the same thread (from inside
/// one of its observers) is kept for replay and as ``Observable/value`` but not delivered:
/// that is what ends the echo of a two-way binding. An event sent from another thread
/// meanwhile is delivered after the current one.
///
/// ```swift
/// let taps = EventProducer<Int>()
/// taps.observe { print($0) }.disposeIn(bag)
/// taps.next(1)  // prints 1
///
/// let numbers = EventProducer<Int>(replayLength: 2) { sink in
///   sink(1); sink(2); sink(3)
///   return nil
/// }
/// numbers.observe { print($0) }  // prints 2, then 3
/// ```
///
/// Like Bond v4's, an event producer is not `Sendable`, and neither are its events and
/// observers: an observer made in a view controller runs with the view controller's
/// isolation and may set its views.
open class EventProducer<Event>: EventProducerType, BindableType {
  /// The closure a producer closure sends events into.
  public typealias Sink = (Event) -> Void

  /// Disposed when the producer is released: it holds what the producer closure returned
  /// and the connections bound into this producer.
  public let deinitDisposable = CompositeDisposable()

  /// How long the producer lives; see ``EventProducerLifecycle``.
  public private(set) var lifecycle: EventProducerLifecycle

  struct State {
    var replayBuffer: Buffer<Event>?
    var observerCount = 0
    /// The thread delivering events now, if any: the one whose `next` found none delivering.
    var dispatchingThread: ThreadIdentity?
    /// Events other threads sent meanwhile, for the dispatching thread to deliver next.
    var pending: [Event] = []
  }

  let state: Lock<State>
  let subject = PublishSubject<Unchecked<Event>, Never>()

  /// Made strong while there are observers, if the lifecycle is `.Managed`; held by the sink.
  private weak var selfReference: Reference<EventProducer<Event>>?

  /// How many past events a new observer receives first (at most).
  public var replayLength: Int { state.withLock { $0.replayBuffer?.size ?? 0 } }

  /// The events kept for replay, oldest first.
  var replayBuffer: Buffer<Event>? { state.withLock { $0.replayBuffer } }

  /// Creates an event producer and runs `producer` at once with a sink into it.
  ///
  /// ```swift
  /// let notifications = EventProducer<String> { sink in
  ///   let token = center.subscribe { sink($0) }
  ///   return BlockDisposable { center.unsubscribe(token) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - replayLength: How many past events to replay to each new observer.
  ///   - lifecycle: `.Managed` (the default) keeps the producer alive through the sink while
  ///     it has observers.
  ///   - producer: Sends events into the sink, now or later; what it returns is disposed when
  ///     the producer is released.
  public init(
    replayLength: Int = 0, lifecycle: EventProducerLifecycle = .Managed,
    producer: (@escaping Sink) -> (any DisposableType)?
  ) {
    self.lifecycle = lifecycle
    self.state = Lock.make(State(replayBuffer: replayLength > 0 ? Buffer(size: replayLength) : nil))
    let reference = Reference(weak: self)
    if let disposable = producer({ event in reference.object?.next(event) }) {
      deinitDisposable += disposable
    }
    selfReference = reference
  }

  /// Creates an event producer that the owner sends events into with ``next(_:)``.
  ///
  /// - Parameters:
  ///   - replayLength: How many past events to replay to each new observer.
  ///   - lifecycle: Has no effect without a producer closure; kept for Bond v4's signature.
  public init(replayLength: Int = 0, lifecycle: EventProducerLifecycle = .Normal) {
    self.lifecycle = lifecycle
    self.state = Lock.make(State(replayBuffer: replayLength > 0 ? Buffer(size: replayLength) : nil))
  }

  deinit {
    deinitDisposable.dispose()
  }

  /// Sends `event` to every observer, and keeps it for replay.
  ///
  /// - Parameter event: The event.
  open func next(_ event: Event) {
    let thread = ThreadIdentity.current
    // Decided under the lock: deliver (no thread is delivering), drop (this thread is: an
    // echo), or leave the event to the thread that is. The dispatching thread gives up the
    // role under the same lock that hands it the pending events, so it is always exactly the
    // thread inside `subject.send`, and an echo is recognized whichever thread sent first.
    let isDispatcher = state.withLock { state in
      state.replayBuffer?.push(event)
      guard let dispatching = state.dispatchingThread else {
        state.dispatchingThread = thread
        return true
      }
      if dispatching != thread { state.pending.append(event) }
      return false
    }
    guard isDispatcher else { return }
    subject.send(Unchecked(event))
    while true {
      let pending = state.withLock { state -> [Event] in
        if state.pending.isEmpty { state.dispatchingThread = nil }
        defer { state.pending = [] }
        return state.pending
      }
      if pending.isEmpty { return }
      for queued in pending { subject.send(Unchecked(queued)) }
    }
  }

  /// Calls `observer` with every event: first the replayed ones, then each new one.
  ///
  /// - Parameter observer: Called on the thread that sends each event.
  /// - Returns: A disposable that ends the observation; it reads as disposed once the
  ///   producer is released.
  @discardableResult
  open func observe(_ observer: @escaping (Event) -> Void) -> any DisposableType {
    if lifecycle == .Managed { selfReference?.retain() }
    let box = ObserverBox(observer)
    let replay = state.withLock { state -> Buffer<Event>? in
      state.observerCount += 1
      return state.replayBuffer
    }
    // The subscription keeps its handler until the observation's disposable goes; the box
    // lets go of the observer when this producer is released (its subject completes), so an
    // observer that holds a managed producer's sink does not keep that producer alive.
    let subscription = subject.observe { event in
      if case .next(let event) = event {
        box.observer?(event.value)
      } else {
        box.observer = nil
      }
    }
    replay?.replayTo(observer)
    return EventProducerDisposable(eventProducer: self, subscription: subscription)
  }

  /// Returns a sink into this producer, for a binding (`source.bindTo(producer)`).
  ///
  /// - Parameter disconnectDisposable: Disposed when this producer is released, which ends
  ///   the binding.
  /// - Returns: A closure that sends its argument with ``next(_:)``; it does not keep the
  ///   producer alive.
  public func sink(_ disconnectDisposable: (any DisposableType)?) -> (Event) -> Void {
    if let disconnectDisposable { deinitDisposable += disconnectDisposable }
    return { [weak self] event in self?.next(event) }
  }

  /// An observer went away: a managed producer with none left lets the sink go.
  func observerRemoved() {
    let remaining = state.withLock { state in
      state.observerCount -= 1
      return state.observerCount
    }
    if remaining == 0 { selfReference?.release() }
  }
}

/// An observer of an ``EventProducer``, dropped when the producer is released.
///
/// Safety (`@unchecked Sendable`): `observer` is written once, by the completion the
/// producer's subject sends when it is released, and read by deliveries; the subject delivers
/// to each observer one event at a time and nothing after its completion, so the two never
/// overlap.
final class ObserverBox<Event>: @unchecked Sendable {
  var observer: ((Event) -> Void)?

  init(_ observer: @escaping (Event) -> Void) { self.observer = observer }
}

/// The disposable of an observation of an ``EventProducer``.
///
/// ```swift
/// let observation = producer.observe { print($0) }
/// observation.dispose()
/// ```
public final class EventProducerDisposable<EventType>: DisposableType {
  private weak var eventProducer: EventProducer<EventType>?
  private var subscription: (any Kizuna.Disposable)?

  /// Whether the observation ended: disposed, or its producer released.
  public var isDisposed: Bool { eventProducer == nil || subscription == nil }

  init(eventProducer: EventProducer<EventType>, subscription: any Kizuna.Disposable) {
    self.eventProducer = eventProducer
    self.subscription = subscription
  }

  /// Ends the observation.
  public func dispose() {
    guard let subscription else { return }
    self.subscription = nil
    subscription.dispose()
    eventProducer?.observerRemoved()
  }
}
