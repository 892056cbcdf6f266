extension SignalProtocol {
  /// Shares one observation of the upstream among all observers of the result.
  ///
  /// The upstream is observed when the first observer arrives and disposed when the last one
  /// leaves (reference counting). Observers that arrive meanwhile receive only later events.
  /// After the upstream ends, the next observer starts a new observation of it.
  ///
  /// ```swift
  /// let requests = Signal<Int, Never> { observer in
  ///   print("request")
  ///   observer.receive(42)
  ///   return SimpleDisposable()
  /// }.share()
  /// let a = requests.observeNext { print("a", $0) }  // prints "request", "a 42"
  /// let b = requests.observeNext { print("b", $0) }  // prints nothing: no second request
  /// ```
  ///
  /// - Returns: A shared signal; events are delivered to observers one at a time, in order, on
  ///   the upstream's thread.
  @inlinable public func share() -> Signal<Element, Failure> {
    share(replay: 0)
  }

  /// Shares one observation of the upstream, and replays up to `count` latest values to
  /// observers that arrive while it runs.
  ///
  /// ```swift
  /// let subject = PublishSubject<Int, Never>()
  /// let shared = subject.share(replay: 1)
  /// let first = shared.observeNext { print("first", $0) }
  /// subject.send(1)                                        // prints "first 1"
  /// let second = shared.observeNext { print("second", $0) }  // prints "second 1"
  /// ```
  ///
  /// - Parameter count: How many latest values to replay; must be 0 or more. The buffer
  ///   belongs to the current observation of the upstream and starts empty with the next one.
  /// - Returns: A shared signal; see ``share()``.
  @inlinable public func share(replay count: Int) -> Signal<Element, Failure> {
    let core = ShareCore(upstream: self, replay: count)
    return Signal { observer in core.attach(observer) }
  }
}

/// The state shared by all observers of one `share()` result.
@usableFromInline final class ShareCore<Upstream: SignalProtocol>: Sendable {
  @usableFromInline typealias Element = Upstream.Element
  @usableFromInline typealias Failure = Upstream.Failure
  @usableFromInline let upstream: Upstream
  @usableFromInline let machine: Lock<ShareStateMachine<Element, Failure>>

  @inlinable init(upstream: Upstream, replay: Int) {
    self.upstream = upstream
    machine = Lock.make(ShareStateMachine(replay: replay))
  }

  @inlinable func attach(_ observer: Observer<Element, Failure>) -> any Disposable {
    guard
      case .subscribe(let broadcaster, let id, let connect) = machine.withLock({
        $0.observerArrived()
      })
    else { preconditionFailure("share: an arriving observer got no connection") }
    let subscription = broadcaster.subscribe(.events(observer.receive))
    if connect {
      let connection = upstream.observe { [weak self] event in
        broadcaster.send(event)
        if event.isTerminal { self?.upstreamTerminated(id) }
      }
      perform(machine.withLock { $0.connected(id, upstream: connection) })
    }
    return BlockDisposable { [self] in
      subscription.dispose()
      perform(machine.withLock { $0.observerLeft(id) })
    }
  }

  @inlinable func upstreamTerminated(_ id: UInt64) {
    perform(machine.withLock { $0.upstreamTerminated(id) })
  }

  @inlinable func perform(_ action: ShareStateMachine<Element, Failure>.Action) {
    switch action {
    case .none, .subscribe: break
    case .disconnect(let upstream): upstream.dispose()
    }
  }
}
