extension SignalProtocol {
  /// Sends this signal's latest value each time `trigger` sends a value, if a new one
  /// arrived since the last one sent.
  ///
  /// A trigger value with no new upstream value sends nothing, so no value is sent twice
  /// (RxSwift's `sample`). The result completes when either signal completes and fails when
  /// either fails; the trigger's values only time the samples.
  ///
  /// ```swift
  /// let position = PublishSubject<Int, Never>()
  /// let tick = PublishSubject<Void, Never>()
  /// position.sample(tick).observeNext { print($0) }.dispose(in: bag)
  /// position.send(1); position.send(2)
  /// tick.send()  // prints 2
  /// tick.send()  // prints nothing: no new position
  /// ```
  ///
  /// - Parameter trigger: Times the samples; it shares this signal's failure type.
  /// - Returns: The sampled values, delivered one at a time on the trigger's thread.
  @inlinable public func sample<Trigger: SignalProtocol>(
    _ trigger: Trigger
  ) -> Signal<Element, Failure> where Trigger.Failure == Failure {
    Signal { observer in
      let core = SampleCore(observer: observer)
      core.subscriptions.insert(self.observe { event in core.receive(event) })
      guard !core.subscriptions.isDisposed else { return core.subscriptions }
      core.subscriptions.insert(trigger.observe { event in core.receiveTrigger(event) })
      return core.subscriptions
    }
  }
}

/// One observation of `sample(_:)`.
@usableFromInline
final class SampleCore<Element: Sendable, Failure: Error>: Sendable {
  @usableFromInline let delivery:
    SerialDelivery<SampleStateMachine<Element>, Observer<Element, Failure>>
  /// The subscriptions to the upstream and the trigger; disposed when the observation ends
  /// either way.
  @usableFromInline let subscriptions = CompositeDisposable()

  @inlinable init(observer: Observer<Element, Failure>) {
    delivery = SerialDelivery(SampleStateMachine(), target: observer)
  }

  @inlinable func receive(_ event: Event<Element, Failure>) {
    switch event {
    case .next(let element):
      _ = delivery.update { machine, _ in machine.receivedValue(element) }
    case .completed, .failed:
      finish(with: event)
    }
  }

  @inlinable func receiveTrigger<Tick>(_ event: Event<Tick, Failure>) {
    switch event {
    case .next:
      delivery.update { machine, outbox in
        if case .emit(let element) = machine.triggered() { outbox.send(element) }
      }
    case .completed: finish(with: .completed)
    case .failed(let failure): finish(with: .failed(failure))
    }
  }

  @inlinable func finish(with event: Event<Element, Failure>) {
    let action = delivery.update { machine, outbox in
      let action = machine.finish()
      if case .finish = action { outbox.send(event) }
      return action
    }
    if case .finish = action { subscriptions.dispose() }
  }
}
