/// Pairs up the values of any number of signals: the first values of all, then the second
/// values of all, and so on.
///
/// Values wait in a buffer per source until every source has one. The result completes as
/// soon as a source has completed and none of its values are left to pair (no further tuple is
/// possible), and fails on the first failure; either way the sources are disposed.
///
/// ```swift
/// let letters = PublishSubject<String, Never>()
/// let numbers = PublishSubject<Int, Never>()
/// zip(letters, numbers).observeNext { print($0) }.dispose(in: bag)
/// letters.send("a"); letters.send("b")
/// numbers.send(1)  // prints ("a", 1)
/// numbers.send(2)  // prints ("b", 2)
/// ```
///
/// - Parameter sources: The signals to pair up; they share one failure type.
/// - Returns: A signal of tuples, delivered one at a time on the thread of the source that
///   completed them (concurrent sends are serialized).
@inlinable public func zip<each Element: Sendable, Failure: Error>(
  _ sources: repeat any SignalProtocol<each Element, Failure>
) -> Signal<(repeat each Element), Failure> {
  let sources = SourcePack(repeat each sources)
  return Signal { observer in
    let storage = BufferPack<repeat each Element>()
    let core = CombiningCore(storage: storage, target: observer)
    sources.attach(to: storage, sink: core.sink, in: core.subscriptions)
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
@inlinable public func zip<each Element: Sendable, Failure: Error, Result: Sendable>(
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
@inlinable public func zip<Source: SignalProtocol>(
  _ sources: [Source]
)
  -> Signal<[Source.Element], Source.Failure>
{
  Signal { observer in
    let storage = BufferArray<Source.Element>(count: sources.count)
    let core = CombiningCore(storage: storage, target: observer)
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
  /// - Returns: A signal of `(Element, repeat each Other)`; see `zip(_:)`.
  @inlinable public func zip<each Other: Sendable>(
    with others: repeat any SignalProtocol<each Other, Failure>
  ) -> Signal<(Element, repeat each Other), Failure> {
    Kizuna.zip(self, repeat each others)
  }
}
