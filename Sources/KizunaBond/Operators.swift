extension SignalProtocol {
  /// Bond v4's `ignoreNil()`: drops `nil` values and unwraps the others.
  ///
  /// ```swift
  /// Observable<String?>("a").ignoreNil().observeNext { print($0) }  // prints "a"
  /// ```
  ///
  /// - Returns: A signal of the non-`nil` values.
  @available(*, deprecated, renamed: "ignoreNils()")
  public func ignoreNil<Wrapped: Sendable>() -> Signal<Wrapped, Failure>
  where Element == Wrapped? {
    ignoreNils()
  }

  /// Bond v4's `skip(_:)`: drops the first `count` values.
  ///
  /// - Parameter count: How many values to drop.
  /// - Returns: A signal of the values after the first `count`.
  @available(*, deprecated, renamed: "dropFirst(_:)")
  public func skip(_ count: Int) -> Signal<Element, Failure> {
    dropFirst(count)
  }

  /// Bond v4's `startWith(_:)`: sends `element` first.
  ///
  /// - Parameter element: The value sent before the signal's own.
  /// - Returns: A signal that starts with `element`.
  @available(*, deprecated, renamed: "prepend(_:)")
  public func startWith(_ element: Element) -> Signal<Element, Failure> {
    prepend(element)
  }

  /// Bond v4's `combineLatestWith(_:)`: pairs the latest values of this signal and `other`.
  ///
  /// - Parameter other: The signal to combine with.
  /// - Returns: A signal of pairs, once both have a value.
  @available(*, deprecated, renamed: "combineLatest(with:)")
  public func combineLatestWith<Other: SignalProtocol>(
    _ other: Other
  )
    -> Signal<(Element, Other.Element), Failure>
  where Other.Failure == Failure {
    combineLatest(with: other)
  }

  /// Bond v4's `deliverOn(_:)`: delivers the values on `context` (Bond's `Queue.Main` is
  /// `MainActorScheduler.shared`, a dispatch queue is KizunaDispatch's `DispatchQueue`).
  ///
  /// - Parameter context: Where to deliver.
  /// - Returns: The same events, delivered on `context`.
  @available(*, deprecated, renamed: "receive(on:)")
  public func deliverOn(_ context: some ExecutionContext) -> Signal<Element, Failure> {
    receive(on: context)
  }

  /// Bond v4's `flatMap(_:_:)` with a strategy: maps each value to a signal and flattens them.
  ///
  /// ```swift
  /// query.flatMap(.latest) { search($0) }  // Kizuna: query.flatMapLatest { search($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - strategy: Which inner signals to forward.
  ///   - transform: Makes the inner signal for a value.
  /// - Returns: The flattened signal.
  @available(
    *, deprecated,
    message: "use flatMapLatest(_:), flatMapMerge(_:) or flatMapConcat(_:) for the strategy"
  )
  public func flatMap<Inner: SignalProtocol>(
    _ strategy: FlatMapStrategy, _ transform: @escaping @Sendable (Element) -> Inner
  ) -> Signal<Inner.Element, Failure> where Inner.Failure == Failure {
    switch strategy {
    case .latest: flatMapLatest(transform)
    case .merge: flatMapMerge(transform)
    case .concat: flatMapConcat(transform)
    }
  }
}

extension SignalProtocol where Element: Equatable {
  /// Bond v4's `distinct()`: drops a value equal to the one before it.
  ///
  /// - Returns: A signal without consecutive duplicates.
  @available(*, deprecated, renamed: "removeDuplicates()")
  public func distinct() -> Signal<Element, Failure> {
    removeDuplicates()
  }
}

/// How Bond v4's `flatMap(_:_:)` flattens inner signals.
public enum FlatMapStrategy: Sendable {
  /// Only the latest inner signal (Kizuna's `flatMapLatest`).
  case latest
  /// Every inner signal at once (Kizuna's `flatMapMerge`).
  case merge
  /// One inner signal after the other (Kizuna's `flatMapConcat`).
  case concat
}
