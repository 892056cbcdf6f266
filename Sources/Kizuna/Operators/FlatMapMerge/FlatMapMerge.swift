extension SignalProtocol {
  /// Maps each value to a signal and merges the values of all these signals.
  ///
  /// Every inner signal keeps running until it ends or the observation is disposed. The
  /// result completes when the outer signal and every inner signal have completed, and fails as
  /// soon as any of them fails (disposing the rest). With `maxConcurrent`, at most that many
  /// inner signals run at once; the values that would start more wait, in order, for one to
  /// complete (Combine's `flatMap(maxPublishers:)`).
  ///
  /// ```swift
  /// let ids = PublishSubject<Int, Never>()
  /// ids.flatMapMerge { id in Signal(sequence: [id * 10, id * 10 + 1]) }
  ///   .observeNext { print($0) }.dispose(in: bag)
  /// ids.send(1)  // prints 10, 11
  /// ids.send(2)  // prints 20, 21
  /// ```
  ///
  /// - Parameters:
  ///   - maxConcurrent: How many inner signals may run at once; at least 1. The default has
  ///     no limit.
  ///   - transform: Makes the inner signal for a value; runs on the thread that delivers the
  ///     value, or, for a value that waited, on the thread of the inner signal that completed.
  /// - Returns: A signal of every inner signal's values, delivered one at a time on the thread
  ///   of the inner signal that sent them.
  /// - Complexity: O(1) per value besides the inner signals' own work; waiting values are
  ///   held until their turn.
  @inlinable public func flatMapMerge<Inner: SignalProtocol>(
    maxConcurrent: Int = .max,
    _ transform: @escaping @Sendable (Element) -> Inner
  ) -> Signal<Inner.Element, Failure> where Inner.Failure == Failure {
    precondition(
      maxConcurrent > 0,
      "flatMapMerge(maxConcurrent:): maxConcurrent must be at least 1, got \(maxConcurrent)")
    return Signal { observer in
      let core = FlatMapMergeCore<Element, Inner, Failure>(
        observer: observer, limit: maxConcurrent, transform: transform)
      core.outer.inner = self.observe { event in core.receiveOuter(event) }
      return core.disposable
    }
  }

  /// Maps each value to a signal and forwards the values of these signals one signal after
  /// the other: the inner signal of a value starts when the previous one has completed.
  ///
  /// Values that arrive while an inner signal runs wait, in order. The result completes when
  /// the outer signal and the last inner signal have completed, and fails as soon as any of
  /// them fails. Use it for requests that must not overlap, such as saves in order.
  ///
  /// ```swift
  /// let ids = PublishSubject<Int, Never>()
  /// let first = PublishSubject<String, Never>()
  /// ids.flatMapConcat { id in id == 1 ? first.toSignal() : Signal(just: "page \(id)") }
  ///   .observeNext { print($0) }.dispose(in: bag)
  /// ids.send(1)
  /// ids.send(2)            // waits for the first inner signal
  /// first.send("page 1")   // prints "page 1"
  /// first.send(completion: .finished)  // prints "page 2"
  /// ```
  ///
  /// - Parameter transform: Makes the inner signal for a value, when its turn comes.
  /// - Returns: The values of the inner signals, one signal after the other.
  @inlinable public func flatMapConcat<Inner: SignalProtocol>(
    _ transform: @escaping @Sendable (Element) -> Inner
  ) -> Signal<Inner.Element, Failure> where Inner.Failure == Failure {
    flatMapMerge(maxConcurrent: 1, transform)
  }
}

/// One observation of `flatMapMerge` (and `flatMapConcat`, its case with one place).
@usableFromInline
final class FlatMapMergeCore<Outer: Sendable, Inner: SignalProtocol, Failure: Error>: Sendable
where Inner.Failure == Failure {
  @usableFromInline typealias StateMachine = FlatMapMergeStateMachine<Outer>
  @usableFromInline let delivery: SerialDelivery<StateMachine, Observer<Inner.Element, Failure>>
  @usableFromInline let transform: @Sendable (Outer) -> Inner
  @usableFromInline let outer = SerialDisposable()

  @inlinable init(
    observer: Observer<Inner.Element, Failure>, limit: Int,
    transform: @escaping @Sendable (Outer) -> Inner
  ) {
    delivery = SerialDelivery(StateMachine(limit: limit), target: observer)
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
      perform(delivery.update { machine, _ in machine.outerValue(value) })
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
    let action = delivery.update { machine, outbox -> StateMachine.Action in
      let action: StateMachine.Action
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

  /// Subscribes to the inner signal of `value`, and then to the inner signals of the values
  /// whose place it frees by completing during its own `observe`: a loop, so that a long
  /// backlog of synchronous inner signals never deepens the stack.
  @inlinable func start(id: UInt64, value: Outer) {
    var next = (id: id, value: value)
    while true {
      let id = next.id
      let subscription = transform(next.value).observe { event in
        self.receiveInner(event, id: id)
      }
      let action = delivery.update { machine, outbox in
        let action = machine.subscribed(id: id, subscription: subscription)
        if case .complete = action { outbox.send(.completed) }
        return action
      }
      guard case .subscribe(let id, let value) = action else { return perform(action) }
      next = (id, value)
    }
  }

  /// Does, outside the lock, what the state machine decided.
  @inlinable func perform(_ action: StateMachine.Action) {
    switch action {
    case .none, .forward: break
    case .subscribe(let id, let value): start(id: id, value: value)
    case .complete: outer.dispose()
    case .fail(let subscriptions):
      outer.dispose()
      for subscription in subscriptions { subscription.dispose() }
    case .dispose(let subscription): subscription.dispose()
    }
  }
}
