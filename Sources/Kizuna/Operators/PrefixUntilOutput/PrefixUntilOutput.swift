extension SignalProtocol {
  /// Passes on values until `trigger` sends its first value, then completes.
  ///
  /// The trigger is observed before the upstream. Its completion or failure changes nothing
  /// (the result then simply follows the upstream). Either way, when the result ends, both
  /// subscriptions are disposed.
  ///
  /// ```swift
  /// let ticks = PublishSubject<Int, Never>()
  /// let stop = PublishSubject<Void, Never>()
  /// ticks.prefix(untilOutputFrom: stop).observe { print($0) }.dispose(in: bag)
  /// ticks.send(1)  // prints "next(1)"
  /// stop.send()    // prints "completed"
  /// ticks.send(2)  // prints nothing
  /// ```
  ///
  /// - Parameter trigger: A signal of any type whose first value ends the result.
  /// - Returns: A signal of the upstream's values until the trigger fires; delivered one at a
  ///   time (a trigger racing with the upstream is serialized with it).
  @inlinable public func prefix(
    untilOutputFrom trigger: some SignalProtocol
  ) -> Signal<Element, Failure> {
    Signal { observer in
      let core = PrefixUntilOutputCore(observer: observer)
      core.trigger.inner = trigger.observe { event in
        if case .next = event { core.triggerFired() }
      }
      core.upstream.inner = self.observe { event in core.receive(event) }
      return core.subscriptions
    }
  }
}

/// One observation of `prefix(untilOutputFrom:)`.
@usableFromInline final class PrefixUntilOutputCore<Element: Sendable, Failure: Error>: Sendable {
  @usableFromInline let delivery:
    SerialDelivery<PrefixUntilOutputStateMachine, Observer<Element, Failure>>
  @usableFromInline let trigger = SerialDisposable()
  @usableFromInline let upstream = SerialDisposable()
  @usableFromInline let subscriptions: CompositeDisposable

  @inlinable init(observer: Observer<Element, Failure>) {
    delivery = SerialDelivery(PrefixUntilOutputStateMachine(), target: observer)
    subscriptions = CompositeDisposable([trigger, upstream])
  }

  @inlinable func receive(_ event: Event<Element, Failure>) {
    let action = delivery.update { machine, outbox in
      let action = event.isTerminal ? machine.upstreamTerminated() : machine.upstreamValue()
      if action != .none { outbox.send(event) }
      return action
    }
    if action == .finish { subscriptions.dispose() }
  }

  @inlinable func triggerFired() {
    let action = delivery.update { machine, outbox in
      let action = machine.triggerFired()
      if action == .finish { outbox.send(.completed) }
      return action
    }
    if action == .finish { subscriptions.dispose() }
  }
}
