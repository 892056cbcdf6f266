/// A read-only view of an ``Observable``: it can be read and observed, but not set.
///
/// ```swift
/// let count = Observable(1)
/// let exposed: AnyObservable<Int> = count.readOnly
/// print(exposed.value)                   // 1
/// exposed.observeNext { print($0) }      // prints 1
/// ```
public struct AnyObservable<Value: Sendable>: SignalProtocol {
  public typealias Element = Value
  public typealias Failure = Never

  private let base: Observable<Value>

  /// Creates a read-only view of `observable`.
  public init(_ observable: Observable<Value>) {
    base = observable
  }

  /// The current value.
  public var value: Value { base.value }

  @_disfavoredOverload
  public func observe(
    with observer: @escaping @Sendable (Event<Value, Never>) -> Void
  )
    -> any Disposable
  {
    base.observe(with: observer)
  }
}
