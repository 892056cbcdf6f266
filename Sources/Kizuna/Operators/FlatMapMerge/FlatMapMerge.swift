extension SignalProtocol {
  /// Maps each value to a signal and merges the values of all these signals.
  ///
  /// Every inner signal keeps running until it ends or the observation is disposed. The
  /// result completes when the outer signal and every inner signal have completed, and fails as
  /// soon as any of them fails (disposing the rest).
  ///
  /// ```swift
  /// let ids = PublishSubject<Int, Never>()
  /// ids.flatMapMerge { id in Signal(sequence: [id * 10, id * 10 + 1]) }
  ///   .observeNext { print($0) }.dispose(in: bag)
  /// ids.send(1)  // prints 10, 11
  /// ids.send(2)  // prints 20, 21
  /// ```
  ///
  /// - Parameter transform: Makes the inner signal for a value; runs on the thread that
  ///   delivers the value.
  /// - Returns: A signal of every inner signal's values, delivered one at a time on the thread
  ///   of the inner signal that sent them.
  @inlinable public func flatMapMerge<Inner: SignalProtocol>(
    _ transform: @escaping @Sendable (Element) -> Inner
  ) -> Signal<Inner.Element, Failure> where Inner.Failure == Failure {
    Signal { observer in
      let core = FlatMapMergeCore<Element, Inner, Failure>(observer: observer, transform: transform)
      core.outer.inner = self.observe { event in core.receiveOuter(event) }
      return core.disposable
    }
  }
}

/// One observation of `flatMapMerge`.
@usableFromInline
final class FlatMapMergeCore<Outer: Sendable, Inner: SignalProtocol, Failure: Error>: Sendable
where Inner.Failure == Failure {
  @usableFromInline let delivery:
    SerialDelivery<FlatMapMergeStateMachine, Observer<Inner.Element, Failure>>
  @usableFromInline let transform: @Sendable (Outer) -> Inner
  @usableFromInline let outer = SerialDisposable()

  @inlinable init(
    observer: Observer<Inner.Element, Failure>, transform: @escaping @Sendable (Outer) -> Inner
  ) {
    delivery = SerialDelivery(FlatMapMergeStateMachine(), target: observer)
    self.transform = transform
  }

  /// Ends the observation: the outer subscription and every inner one.
  @inlinable var disposable: any Disposable {
    BlockDisposable { [self] in
      outer.dispose()
      for subscription in delivery.update({ machine, _ in machine.disposed() }) {
        subscription.dispose()
      }
    }
  }

  @inlinable func receiveOuter(_ event: Event<Outer, Failure>) {
    switch event {
    case .next(let value):
      let action = delivery.update { machine, _ in machine.outerValue() }
      guard case .subscribe(let id) = action else { return }
      let subscription = transform(value).observe { event in self.receiveInner(event, id: id) }
      perform(
        delivery.update { machine, _ in machine.subscribed(id: id, subscription: subscription) })
    case .completed:
      perform(
        delivery.update { machine, outbox in
          let action = machine.outerCompleted()
          if case .complete = action { outbox.send(.completed) }
          return action
        })
    case .failed(let failure):
      perform(
        delivery.update { machine, outbox in
          let action = machine.failed()
          if case .fail = action { outbox.send(.failed(failure)) }
          return action
        })
    }
  }

  @inlinable func receiveInner(_ event: Event<Inner.Element, Failure>, id: UInt64) {
    let action = delivery.update { machine, outbox -> FlatMapMergeStateMachine.Action in
      let action: FlatMapMergeStateMachine.Action
      switch event {
      case .next: action = machine.innerValue(id: id)
      case .completed: action = machine.innerCompleted(id: id)
      case .failed: action = machine.failed()
      }
      switch action {
      case .forward, .complete, .fail: outbox.send(event)
      case .none, .subscribe, .dispose: break
      }
      return action
    }
    perform(action)
  }

  /// Does, outside the lock, what the state machine decided.
  @inlinable func perform(_ action: FlatMapMergeStateMachine.Action) {
    switch action {
    case .none, .forward, .subscribe: break
    case .complete: outer.dispose()
    case .fail(let subscriptions):
      outer.dispose()
      for subscription in subscriptions { subscription.dispose() }
    case .dispose(let subscription): subscription.dispose()
    }
  }
}
