/// A box holding a current value that tells its observers about every change.
///
/// A new observer first receives the current value, then every value set afterwards. Setting
/// ``value`` and calling ``send(_:)`` are the same. Reading and writing are thread-safe; each
/// observer receives values one at a time, in the order they were set. When an observer sets
/// the value of the observable it observes, the new value is stored at once and delivered to
/// every observer after the current value has reached all of them (no recursion, no
/// reordering). When the observable is released, its observers receive `.completed`.
///
/// ```swift
/// let name = Observable<String?>("")
/// name.observeNext { print($0 ?? "nil") }.dispose(in: bag)  // prints ""
/// name.value = "Kizuna"                                      // prints "Kizuna"
/// ```
public final class Observable<Value: Sendable>: SignalProtocol {
  public typealias Element = Value
  public typealias Failure = Never

  @usableFromInline let broadcaster: Broadcaster<Value, Never>

  /// Creates an observable holding `value`.
  @inlinable
  public init(_ value: Value) {
    broadcaster = Broadcaster(replay: .latest(value))
  }

  /// The current value. Setting it notifies every observer.
  @inlinable
  public var value: Value {
    get {
      // The replay slot of an observable always holds a value.
      broadcaster.latest!
    }
    set { broadcaster.send(.next(newValue)) }
  }

  /// Sets the value and notifies every observer; the same as assigning ``value``.
  @inlinable
  public func send(_ value: Value) { broadcaster.send(.next(value)) }

  @inlinable
  public func observe(
    with observer: @escaping @Sendable (Event<Value, Never>) -> Void
  )
    -> any Disposable
  {
    broadcaster.subscribe(.events(observer))
  }

  @inlinable @discardableResult
  public func observeNext(with observer: @escaping @Sendable (Value) -> Void) -> any Disposable {
    broadcaster.subscribe(.values(observer))
  }

  /// A read-only view of this observable, to expose state without letting others set it.
  ///
  /// ```swift
  /// final class ViewModel {
  ///   private let _count = Observable(0)
  ///   var count: AnyObservable<Int> { _count.readOnly }
  /// }
  /// ```
  public var readOnly: AnyObservable<Value> { AnyObservable(self) }
}

extension Observable: CustomStringConvertible {
  /// `Observable(<value>)`.
  public var description: String { "Observable(\(value))" }
}
