extension SignalProtocol where Element: SignalProtocol, Element.Failure == Failure {
  /// Flattens a signal of signals by following only the latest inner signal.
  ///
  /// When the outer signal sends a new inner signal, the previous inner signal is disposed and
  /// its later events are dropped. The result completes when the outer signal and the current
  /// inner signal have completed, and fails when either fails.
  ///
  /// ```swift
  /// let searches = PublishSubject<PublishSubject<String, Never>, Never>()
  /// searches.switchToLatest().observeNext { print($0) }.dispose(in: bag)
  /// let first = PublishSubject<String, Never>(), second = PublishSubject<String, Never>()
  /// searches.send(first); first.send("a")   // prints "a"
  /// searches.send(second); first.send("b")  // prints nothing: first was replaced
  /// second.send("c")                        // prints "c"
  /// ```
  ///
  /// - Returns: A signal of the current inner signal's values, delivered one at a time on the
  ///   thread of the inner signal that sent them.
  @inlinable public func switchToLatest() -> Signal<Element.Element, Failure> {
    Signal { observer in
      let core = SwitchToLatestCore<Element, Failure>(observer: observer)
      core.outer.inner = self.observe { event in core.receiveOuter(event) }
      return core.subscriptions
    }
  }
}

extension SignalProtocol {
  /// Maps each value to a signal and follows only the latest one.
  ///
  /// The same as `map(transform).switchToLatest()`: typical for searches, where each new query
  /// cancels the request of the previous one.
  ///
  /// ```swift
  /// query.flatMapLatest { text in api.search(text) }
  ///   .observeNext { print($0) }  // only the results of the latest query
  /// ```
  ///
  /// - Parameter transform: Makes the inner signal for a value; runs on the thread that
  ///   delivers the value.
  /// - Returns: A signal of the latest inner signal's values; see `switchToLatest()`.
  @inlinable public func flatMapLatest<Inner: SignalProtocol>(
    _ transform: @escaping @Sendable (Element) -> Inner
  ) -> Signal<Inner.Element, Failure> where Inner.Failure == Failure {
    map(transform).switchToLatest()
  }
}

/// One observation of `switchToLatest`.
@usableFromInline final class SwitchToLatestCore<Inner: SignalProtocol, Failure: Error>: Sendable
where Inner.Failure == Failure {
  @usableFromInline let delivery:
    SerialDelivery<SwitchToLatestStateMachine, Observer<Inner.Element, Failure>>
  @usableFromInline let outer = SerialDisposable()
  @usableFromInline let inner = SerialDisposable()
  @usableFromInline let subscriptions: CompositeDisposable

  @inlinable init(observer: Observer<Inner.Element, Failure>) {
    delivery = SerialDelivery(SwitchToLatestStateMachine(), target: observer)
    subscriptions = CompositeDisposable([outer, inner])
  }

  @inlinable func receiveOuter(_ event: Event<Inner, Failure>) {
    switch event {
    case .next(let signal):
      let action = delivery.update { machine, _ in machine.outerValue() }
      guard case .subscribe(let id) = action else { return }
      inner.inner = nil  // stop the previous inner signal before starting the next
      inner.inner = signal.observe { event in self.receiveInner(event, id: id) }
    case .completed:
      finish(
        delivery.update { machine, outbox in
          let action = machine.outerCompleted()
          if action == .complete { outbox.send(.completed) }
          return action
        })
    case .failed(let failure):
      finish(
        delivery.update { machine, outbox in
          let action = machine.failed(id: nil)
          if action == .fail { outbox.send(.failed(failure)) }
          return action
        })
    }
  }

  @inlinable func receiveInner(_ event: Event<Inner.Element, Failure>, id: UInt64) {
    let action = delivery.update { machine, outbox -> SwitchToLatestStateMachine.Action in
      let action: SwitchToLatestStateMachine.Action
      switch event {
      case .next: action = machine.innerValue(id: id)
      case .completed: action = machine.innerCompleted(id: id)
      case .failed: action = machine.failed(id: id)
      }
      if action != .none { outbox.send(event) }
      return action
    }
    finish(action)
  }

  @inlinable func finish(_ action: SwitchToLatestStateMachine.Action) {
    switch action {
    case .complete, .fail: subscriptions.dispose()
    case .none, .forward, .subscribe: break
    }
  }
}
