/// Merges the values of signals of the same type into one signal, in the order they arrive.
///
/// The result completes when every source has completed and fails as soon as one fails
/// (disposing the others).
///
/// ```swift
/// let a = PublishSubject<Int, Never>(), b = PublishSubject<Int, Never>()
/// merge(a, b).observeNext { print($0) }.dispose(in: bag)
/// a.send(1)  // prints 1
/// b.send(2)  // prints 2
/// ```
///
/// - Parameter sources: The signals to merge; observed in order when the result is observed.
/// - Returns: A signal of every source's values, delivered one at a time on the thread of the
///   source that sent them (concurrent sends are serialized, never interleaved).
@inlinable public func merge<Element: Sendable, Failure: Error>(
  _ sources: any SignalProtocol<Element, Failure>...
) -> Signal<Element, Failure> {
  merge(sources)
}

/// Merges the values of an array of signals of the same type into one signal.
///
/// ```swift
/// merge([a, b, c]).observeNext { print($0) }  // every value of a, b and c
/// ```
///
/// - Parameter sources: The signals to merge; an empty array completes at once.
/// - Returns: A signal of every source's values; see the variadic `merge(_:)`.
@inlinable public func merge<Source: SignalProtocol>(
  _ sources: [Source]
) -> Signal<Source.Element, Source.Failure> {
  Signal { observer in
    let core = MergeCore(sourceCount: sources.count, observer: observer)
    for source in sources { core.attach(source) }
    core.start()
    return core.subscriptions
  }
}

/// Merges the values of an array of signals of different types with the same element and
/// failure types.
///
/// ```swift
/// let sources: [any SignalProtocol<Int, Never>] = [subject, Signal(just: 1)]
/// merge(sources).observeNext { print($0) }  // 1, then every value of subject
/// ```
///
/// - Parameter sources: The signals to merge; an empty array completes at once.
/// - Returns: A signal of every source's values; see the variadic `merge(_:)`.
@inlinable public func merge<Element: Sendable, Failure: Error>(
  _ sources: [any SignalProtocol<Element, Failure>]
) -> Signal<Element, Failure> {
  Signal { observer in
    let core = MergeCore(sourceCount: sources.count, observer: observer)
    for source in sources { core.attach(source) }
    core.start()
    return core.subscriptions
  }
}

extension SignalProtocol {
  /// Merges this signal with `others` of the same element and failure types.
  ///
  /// ```swift
  /// let saves = PublishSubject<String, Never>()
  /// let autosaves = PublishSubject<String, Never>()
  /// saves.merge(with: autosaves).observeNext { print($0) }.dispose(in: bag)
  /// saves.send("manual")    // prints "manual"
  /// autosaves.send("auto")  // prints "auto"
  /// ```
  ///
  /// - Parameter others: The signals to merge in.
  /// - Returns: A signal of all the values; see the variadic `merge(_:)`.
  @inlinable public func merge(
    with others: any SignalProtocol<Element, Failure>...
  ) -> Signal<Element, Failure> {
    Kizuna.merge([self] + others)
  }
}

/// One observation of `merge`.
@usableFromInline final class MergeCore<Element: Sendable, Failure: Error>: Sendable {
  @usableFromInline let delivery: SerialDelivery<MergeStateMachine, Observer<Element, Failure>>
  /// The subscriptions to the sources; disposed when the observation ends either way.
  @usableFromInline let subscriptions = CompositeDisposable()

  @inlinable init(sourceCount: Int, observer: Observer<Element, Failure>) {
    delivery = SerialDelivery(MergeStateMachine(sourceCount: sourceCount), target: observer)
  }

  @inlinable func attach(_ source: any SignalProtocol<Element, Failure>) {
    guard !subscriptions.isDisposed else { return }
    // The handler is made here, where only Element and Failure are generic, so that it is
    // specialized with the operator rather than left generic over the source's type.
    let handler: @Sendable (Event<Element, Failure>) -> Void = { event in self.receive(event) }
    subscriptions.insert(source.observe(with: handler))
  }

  @inlinable func start() {
    finish(
      delivery.update { machine, outbox in
        let action = machine.start()
        if action == .complete { outbox.send(.completed) }
        return action
      })
  }

  @inlinable func receive(_ event: Event<Element, Failure>) {
    let action = delivery.update { machine, outbox -> MergeStateMachine.Action in
      let action: MergeStateMachine.Action
      switch event {
      case .next: action = machine.receivedValue()
      case .completed: action = machine.sourceCompleted()
      case .failed: action = machine.sourceFailed()
      }
      if action != .none { outbox.send(event) }
      return action
    }
    finish(action)
  }

  @inlinable func finish(_ action: MergeStateMachine.Action) {
    switch action {
    case .complete, .fail: subscriptions.dispose()
    case .none, .forward: break
    }
  }
}
