extension SignalProtocol {
  /// Pairs each value of this signal with the latest values of `others`.
  ///
  /// Values of this signal that arrive before every other signal has sent a value are dropped.
  /// The other signals only provide values: the result completes when this signal completes,
  /// and fails when any signal fails.
  ///
  /// ```swift
  /// let taps = PublishSubject<Void, Never>()
  /// let text = Observable("hello")
  /// taps.with(latestFrom: text).observeNext { print($0.1) }.dispose(in: bag)
  /// taps.send()           // prints "hello"
  /// text.value = "world"  // prints nothing
  /// taps.send()           // prints "world"
  /// ```
  ///
  /// - Parameter others: The signals to sample; they share this signal's failure type.
  /// - Returns: A signal of `(Element, repeat each Other)`, delivered one at a time on the
  ///   thread of this signal's value (concurrent sends are serialized).
  @inlinable public func with<each Other: Sendable>(
    latestFrom others: repeat any SignalProtocol<each Other, Failure>
  ) -> Signal<(Element, repeat each Other), Failure> {
    let others = SourcePack(repeat each others)
    return Signal { observer in
      let core = WithLatestFromCore<Element, repeat each Other, Failure>(observer: observer)
      others.attach(to: core.storage, sink: core.sink, in: core.subscriptions)
      core.attachReceiver(self)
      return core.subscriptions
    }
  }

  /// Combines each value of this signal with the latest value of `other`.
  ///
  /// ```swift
  /// taps.with(latestFrom: text) { _, text in text.uppercased() }
  ///   .observeNext { print($0) }  // "HELLO" on each tap
  /// ```
  ///
  /// - Parameters:
  ///   - other: The signal to sample.
  ///   - combine: Makes one value from this signal's value and `other`'s latest value.
  /// - Returns: A signal of the combined values; see ``with(latestFrom:)``.
  @inlinable public func with<Other: Sendable, Result: Sendable>(
    latestFrom other: some SignalProtocol<Other, Failure>,
    combine: @escaping @Sendable (Element, Other) -> Result
  ) -> Signal<Result, Failure> {
    let other: any SignalProtocol<Other, Failure> = other
    let paired: Signal<(Element, Other), Failure> = self.with(latestFrom: other)
    return paired.map { pair in combine(pair.0, pair.1) }
  }
}

/// One observation of `with(latestFrom:)`.
@usableFromInline
final class WithLatestFromCore<Head: Sendable, each Value: Sendable, Failure: Error>: Sendable {
  @usableFromInline typealias Output = (Head, repeat each Value)
  @usableFromInline let storage = LatestPack<repeat each Value>()
  @usableFromInline let delivery:
    SerialDelivery<WithLatestFromStateMachine, Observer<Output, Failure>>
  /// The subscriptions to the sources; disposed when the observation ends either way.
  @usableFromInline let subscriptions = CompositeDisposable()

  @inlinable init(observer: Observer<Output, Failure>) {
    delivery = SerialDelivery(
      WithLatestFromStateMachine(sampledCount: storage.sourceCount), target: observer)
  }

  /// The sink the sampled sources report to; made here so that its work is specialized.
  @inlinable var sink: SlotSink<Failure> {
    SlotSink(
      value: { store in self.receivedSample(store) },
      completed: { _ in },
      failed: { failure in self.sampleFailed(failure) })
  }

  /// Observes the receiver, after the sampled sources so that their current values count.
  @inlinable func attachReceiver(_ source: some SignalProtocol<Head, Failure>) {
    guard !subscriptions.isDisposed else { return }
    subscriptions.insert(source.observe { event in self.receive(event) })
  }

  @inlinable func receivedSample(_ store: () -> Bool) {
    delivery.update { machine, _ in _ = machine.receivedSample(isFirstFromSource: store()) }
  }

  @inlinable func sampleFailed(_ failure: Failure) {
    let action = delivery.update { machine, outbox in
      let action = machine.failed()
      if action == .fail { outbox.send(.failed(failure)) }
      return action
    }
    finish(action)
  }

  @inlinable func receive(_ event: Event<Head, Failure>) {
    let action = delivery.update { machine, outbox -> WithLatestFromStateMachine.Action in
      let action: WithLatestFromStateMachine.Action
      switch event {
      case .next(let value):
        action = machine.receivedValue()
        if action == .emit { outbox.send(storage.output(prepending: value)) }
      case .completed:
        action = machine.receiverCompleted()
        if action == .complete { outbox.send(.completed) }
      case .failed(let failure):
        action = machine.failed()
        if action == .fail { outbox.send(.failed(failure)) }
      }
      return action
    }
    finish(action)
  }

  @inlinable func finish(_ action: WithLatestFromStateMachine.Action) {
    switch action {
    case .complete, .fail: subscriptions.dispose()
    case .none, .emit: break
    }
  }
}
