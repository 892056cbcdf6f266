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
    let core = CombiningCore(storage: storage, target: observer)
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
    let core = CombiningCore(storage: storage, target: target)
    attach(to: storage, sink: core.sink, in: core.subscriptions)
    core.start()
    return core.subscriptions
  }
}
