/// Combines the latest values of any number of signals into tuples.
///
/// The result emits once every source has sent a value, and then again each time any source
/// sends one, with the latest value of every source. It completes when all sources have
/// completed and fails as soon as one fails (disposing the others). The sources may have
/// different element types but share one failure type.
///
/// ```swift
/// let name = Observable("Ann")
/// let age = Observable(30)
/// let isMember = Observable(true)
/// combineLatest(name, age, isMember).observeNext { print($0) }.dispose(in: bag)
/// // prints ("Ann", 30, true)
/// age.value = 31  // prints ("Ann", 31, true)
/// ```
///
/// - Parameter sources: The signals to combine; observed in order when the result is observed.
/// - Returns: A signal of tuples `(repeat each Element)`, delivered one at a time on the thread
///   of the source that caused them (concurrent sends are serialized, never interleaved).
@inlinable public func combineLatest<each Element: Sendable, Failure: Error>(
  _ sources: repeat any SignalProtocol<each Element, Failure>
) -> Signal<(repeat each Element), Failure> {
  let sources = SourcePack(repeat each sources)
  return Signal { observer in sources.combineLatest(delivering: observer) }
}

/// Combines the latest values of any number of signals with `transform`.
///
/// The same as `combineLatest(_:)` followed by `map`, with the values passed as separate
/// arguments, and cheaper: the transform runs as the combination is delivered, without a
/// separate `map` stage.
///
/// ```swift
/// let password = Observable("secret")
/// let confirmation = Observable("secre")
/// combineLatest(password, confirmation) { $0 == $1 }
///   .observeNext { print($0) }.dispose(in: bag)  // prints false
/// confirmation.value = "secret"                  // prints true
/// ```
///
/// - Parameters:
///   - sources: The signals to combine.
///   - transform: Makes one value from the latest values; runs on the thread that delivers.
/// - Returns: A signal of the transformed combinations.
@inlinable public func combineLatest<each Element: Sendable, Failure: Error, Result: Sendable>(
  _ sources: repeat any SignalProtocol<each Element, Failure>,
  transform: @escaping @Sendable (repeat each Element) -> Result
) -> Signal<Result, Failure> {
  let sources = SourcePack(repeat each sources)
  return Signal { observer in
    sources.combineLatest(
      delivering: TransformingTarget<(repeat each Element), Result, Failure>(
        { values in transform(repeat each values) }, observer: observer))
  }
}

/// Combines the latest values of an array of signals of the same type into arrays.
///
/// The result emits once every source has a value; an empty array of sources completes at once.
///
/// ```swift
/// let fields = [Observable("a"), Observable("b")]
/// combineLatest(fields).observeNext { print($0) }.dispose(in: bag)  // prints ["a", "b"]
/// fields[1].value = "c"                                           // prints ["a", "c"]
/// ```
///
/// - Parameter sources: The signals to combine, in the order of the output arrays.
/// - Returns: A signal of arrays holding each source's latest value.
@inlinable public func combineLatest<Source: SignalProtocol>(
  _ sources: [Source]
)
  -> Signal<[Source.Element], Source.Failure>
{
  Signal { observer in
    let storage = LatestArray<Source.Element>(count: sources.count)
    let core = CombineLatestCore(storage: storage, target: observer)
    for (source, slot) in Swift.zip(sources, storage.slots) { core.attach(source, to: slot) }
    core.start()
    return core.subscriptions
  }
}

extension SignalProtocol {
  /// Combines the latest values of this signal and `others` into tuples.
  ///
  /// ```swift
  /// let a = Observable(1), b = Observable("x")
  /// a.combineLatest(with: b).observeNext { print($0) }.dispose(in: bag)  // prints (1, "x")
  /// ```
  ///
  /// - Parameter others: The other signals, sharing this signal's failure type.
  /// - Returns: A signal of `(Element, repeat each Other)`; see `combineLatest(_:)`.
  @inlinable public func combineLatest<each Other: Sendable>(
    with others: repeat any SignalProtocol<each Other, Failure>
  ) -> Signal<(Element, repeat each Other), Failure> {
    Kizuna.combineLatest(self, repeat each others)
  }
}

extension SourcePack {
  /// Starts one observation of `combineLatest` over these sources, delivering to `target`.
  @inlinable func combineLatest<Target: DeliveryTarget<(repeat each Element), Failure>>(
    delivering target: Target
  ) -> any Disposable {
    let storage = LatestPack<repeat each Element>()
    let core = CombineLatestCore(storage: storage, target: target)
    attach(to: storage, sink: core.sink, in: core.subscriptions)
    core.start()
    return core.subscriptions
  }
}

/// One observation of `combineLatest`: the slots, the state machine and the serial delivery.
///
/// The delivery's target is the observer, or, for `combineLatest(_:transform:)`, the transform
/// in front of it, applied while delivering (outside the lock) rather than in a `map` stage.
@usableFromInline
final class CombineLatestCore<
  Storage: LatestStorage, Target: DeliveryTarget<Storage.Output, Failure>, Failure: Error
>: Sendable {
  @usableFromInline let storage: Storage
  @usableFromInline let delivery: SerialDelivery<CombineLatestStateMachine, Target>
  /// The subscriptions to the sources; disposed when the observation ends either way.
  @usableFromInline let subscriptions = CompositeDisposable()

  @inlinable init(storage: Storage, target: Target) {
    self.storage = storage
    delivery = SerialDelivery(
      CombineLatestStateMachine(sourceCount: storage.sourceCount), target: target)
  }

  /// Observes `source` into `slot` (for homogeneous arrays of sources).
  @inlinable func attach<Value>(
    _ source: any SignalProtocol<Value, Failure>, to slot: LatestSlot<Value>
  ) {
    guard !subscriptions.isDisposed else { return }
    subscriptions.insert(observe(source, into: slot, sink: sink))
  }

  /// The sink the sources report to; made here so that the work it does is specialized.
  @inlinable var sink: SlotSink<Failure> {
    SlotSink(
      value: { store in self.receivedValue(store) },
      completed: { mark in self.sourceCompleted(mark) },
      failed: { failure in self.sourceFailed(failure) })
  }

  @inlinable func start() {
    let action = delivery.update { machine, outbox in
      let action = machine.start()
      if action == .complete { outbox.send(.completed) }
      return action
    }
    finish(action)
  }

  @inlinable func receivedValue(_ store: () -> Bool) {
    let action = delivery.update { machine, outbox in
      let action = machine.receivedValue(isFirstFromSource: store())
      if action == .emit { outbox.send(storage.output()) }
      return action
    }
    finish(action)
  }

  @inlinable func sourceCompleted(_ mark: () -> Bool) {
    let action = delivery.update { machine, outbox -> CombineLatestStateMachine.Action in
      guard mark() else { return .none }
      let action = machine.sourceCompleted()
      if action == .complete { outbox.send(.completed) }
      return action
    }
    finish(action)
  }

  @inlinable func sourceFailed(_ failure: Failure) {
    let action = delivery.update { machine, outbox in
      let action = machine.sourceFailed()
      if action == .fail { outbox.send(.failed(failure)) }
      return action
    }
    finish(action)
  }

  @inlinable func finish(_ action: CombineLatestStateMachine.Action) {
    switch action {
    case .complete, .fail: subscriptions.dispose()
    case .none, .emit: break
    }
  }
}
