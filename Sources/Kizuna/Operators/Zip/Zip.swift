/// Pairs up the values of any number of signals: the first values of all, then the second
/// values of all, and so on.
///
/// Values wait in a buffer per source until every source has one. The result completes as
/// soon as a source has completed and none of its values are left to pair (no further tuple is
/// possible), and fails on the first failure; either way the sources are disposed.
///
/// ```swift
/// let letters = PassthroughSubject<String, Never>()
/// let numbers = PassthroughSubject<Int, Never>()
/// zip(letters, numbers).observeNext { print($0) }.dispose(in: bag)
/// letters.send("a"); letters.send("b")
/// numbers.send(1)  // prints ("a", 1)
/// numbers.send(2)  // prints ("b", 2)
/// ```
///
/// - Parameter sources: The signals to pair up; they share one failure type.
/// - Returns: A signal of tuples, delivered one at a time on the thread of the source that
///   completed them (concurrent sends are serialized).
public func zip<each Element: Sendable, Failure: Error>(
  _ sources: repeat any SignalProtocol<each Element, Failure>
) -> Signal<(repeat each Element), Failure> {
  let sources = SourcePack(repeat each sources)
  return Signal { observer in
    let storage = BufferPack<repeat each Element>()
    let core = ZipCore(storage: storage, observer: observer)
    sources.attach(to: core, slots: storage)
    core.start()
    return core.subscriptions
  }
}

/// Pairs up the values of any number of signals and combines each tuple with `transform`.
///
/// ```swift
/// zip(letters, numbers) { "\($0)\($1)" }.observeNext { print($0) }  // "a1", "b2", ...
/// ```
///
/// - Parameters:
///   - sources: The signals to pair up.
///   - transform: Makes one value from each tuple; runs on the thread that delivers.
/// - Returns: A signal of the transformed tuples.
public func zip<each Element: Sendable, Failure: Error, Result: Sendable>(
  _ sources: repeat any SignalProtocol<each Element, Failure>,
  transform: @escaping @Sendable (repeat each Element) -> Result
) -> Signal<Result, Failure> {
  let zipped: Signal<(repeat each Element), Failure> = zip(repeat each sources)
  return zipped.map { values in transform(repeat each values) }
}

/// Pairs up the values of an array of signals of the same type into arrays.
///
/// ```swift
/// zip([first, second]).observeNext { print($0) }  // [first's 1st, second's 1st], ...
/// ```
///
/// - Parameter sources: The signals to pair up, in the order of the output arrays; an empty
///   array completes at once.
/// - Returns: A signal of arrays holding one value of each source.
public func zip<Source: SignalProtocol>(
  _ sources: [Source]
)
  -> Signal<[Source.Element], Source.Failure>
{
  Signal { observer in
    let storage = BufferArray<Source.Element>(count: sources.count)
    let core = ZipCore(storage: storage, observer: observer)
    for (source, slot) in Swift.zip(sources, storage.slots) { core.attach(source, to: slot) }
    core.start()
    return core.subscriptions
  }
}

extension SignalProtocol {
  /// Pairs up the values of this signal and `others`.
  ///
  /// ```swift
  /// letters.zip(with: numbers).observeNext { print($0) }  // ("a", 1), ("b", 2), ...
  /// ```
  ///
  /// - Parameter others: The other signals, sharing this signal's failure type.
  /// - Returns: A signal of `(Element, repeat each Other)`; see ``zip(_:)``.
  public func zip<each Other: Sendable>(
    with others: repeat any SignalProtocol<each Other, Failure>
  ) -> Signal<(Element, repeat each Other), Failure> {
    Kizuna.zip(self, repeat each others)
  }
}

/// One observation of `zip`: the buffers, the state machine and the serial delivery.
final class ZipCore<Storage: BufferStorage, Failure: Error>: Sendable {
  typealias Output = Storage.Output
  private let storage: Storage
  private let delivery: SerialDelivery<ZipStateMachine, Output, Failure>
  /// The subscriptions to the sources; disposed when the observation ends either way.
  let subscriptions = CompositeDisposable()

  init(storage: Storage, observer: Observer<Output, Failure>) {
    self.storage = storage
    delivery = SerialDelivery(ZipStateMachine(sourceCount: storage.sourceCount), observer: observer)
  }

  func attach<Value>(_ source: some SignalProtocol<Value, Failure>, to slot: BufferSlot<Value>) {
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

  private func receive<Value>(_ event: Event<Value, Failure>, slot: BufferSlot<Value>) {
    let action = delivery.update { machine, outbox -> ZipStateMachine.Action in
      switch event {
      case .next(let value):
        guard !machine.isFinished else { return .none }
        let wasEmpty = slot.count == 0
        slot.append(value)
        var action = machine.bufferedValue(bufferWasEmpty: wasEmpty)
        while action == .emit {
          outbox.send(storage.removeFirst())
          action = machine.tookTuple(
            nonEmptyCount: storage.nonEmptyCount, hasExhaustedSource: storage.hasExhaustedSource)
        }
        if action == .complete { outbox.send(.completed) }
        return action
      case .completed:
        guard !slot.isCompleted else { return .none }
        slot.isCompleted = true
        let action = machine.sourceCompleted(bufferIsEmpty: slot.count == 0)
        if action == .complete { outbox.send(.completed) }
        return action
      case .failed(let failure):
        let action = machine.sourceFailed()
        if action == .fail { outbox.send(.failed(failure)) }
        return action
      }
    }
    finish(action)
  }

  private func finish(_ action: ZipStateMachine.Action) {
    switch action {
    case .complete, .fail: subscriptions.dispose()
    case .none, .emit: break
    }
  }
}
