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
public func combineLatest<each Element: Sendable, Failure: Error>(
  _ sources: repeat any SignalProtocol<each Element, Failure>
) -> Signal<(repeat each Element), Failure> {
  let sources = SourcePack(repeat each sources)
  return Signal { observer in
    let storage = LatestPack<repeat each Element>()
    let core = CombineLatestCore(storage: storage, observer: observer)
    sources.attach(to: core, slots: storage)
    core.start()
    return core.subscriptions
  }
}

/// Combines the latest values of any number of signals with `transform`.
///
/// The same as ``combineLatest(_:)`` followed by `map`, with the values passed as separate
/// arguments.
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
public func combineLatest<each Element: Sendable, Failure: Error, Result: Sendable>(
  _ sources: repeat any SignalProtocol<each Element, Failure>,
  transform: @escaping @Sendable (repeat each Element) -> Result
) -> Signal<Result, Failure> {
  let combined: Signal<(repeat each Element), Failure> = combineLatest(repeat each sources)
  return combined.map { values in transform(repeat each values) }
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
public func combineLatest<Source: SignalProtocol>(
  _ sources: [Source]
)
  -> Signal<[Source.Element], Source.Failure>
{
  Signal { observer in
    let storage = LatestArray<Source.Element>(count: sources.count)
    let core = CombineLatestCore(storage: storage, observer: observer)
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
  /// - Returns: A signal of `(Element, repeat each Other)`; see ``combineLatest(_:)``.
  public func combineLatest<each Other: Sendable>(
    with others: repeat any SignalProtocol<each Other, Failure>
  ) -> Signal<(Element, repeat each Other), Failure> {
    Kizuna.combineLatest(self, repeat each others)
  }
}

/// One observation of `combineLatest`: the slots, the state machine and the serial delivery.
final class CombineLatestCore<Storage: LatestStorage, Failure: Error>: Sendable {
  typealias Output = Storage.Output
  private let storage: Storage
  private let delivery: SerialDelivery<CombineLatestStateMachine, Output, Failure>
  /// The subscriptions to the sources; disposed when the observation ends either way.
  let subscriptions = CompositeDisposable()

  init(storage: Storage, observer: Observer<Output, Failure>) {
    self.storage = storage
    delivery = SerialDelivery(
      CombineLatestStateMachine(sourceCount: storage.sourceCount), observer: observer)
  }

  func attach<Value>(_ source: some SignalProtocol<Value, Failure>, to slot: LatestSlot<Value>) {
    guard !subscriptions.isDisposed else { return }
    subscriptions.insert(source.observe { event in self.receive(event, slot: slot) })
  }

  func start() {
    let action = delivery.update { machine, outbox in
      let action = machine.start()
      if action == .complete { outbox.send(.completed) }
      return action
    }
    finish(action)
  }

  private func receive<Value>(_ event: Event<Value, Failure>, slot: LatestSlot<Value>) {
    let action = delivery.update { machine, outbox -> CombineLatestStateMachine.Action in
      let action: CombineLatestStateMachine.Action
      switch event {
      case .next(let value):
        let isFirst = slot.value == nil
        slot.value = value
        action = machine.receivedValue(isFirstFromSource: isFirst)
        if action == .emit { outbox.send(storage.output()) }
      case .completed:
        guard !slot.isCompleted else { return .none }
        slot.isCompleted = true
        action = machine.sourceCompleted()
        if action == .complete { outbox.send(.completed) }
      case .failed(let failure):
        action = machine.sourceFailed()
        if action == .fail { outbox.send(.failed(failure)) }
      }
      return action
    }
    finish(action)
  }

  private func finish(_ action: CombineLatestStateMachine.Action) {
    switch action {
    case .complete, .fail: subscriptions.dispose()
    case .none, .emit: break
    }
  }
}
