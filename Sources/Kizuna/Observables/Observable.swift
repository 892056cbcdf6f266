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

  /// Changes the value with `body` atomically: no other change can come between the read and
  /// the write, so concurrent updates are never lost (`value += 1` from several threads can
  /// lose increments; `update { $0 += 1 }` cannot).
  ///
  /// `body` runs without any lock held. If another value is set while it runs, the change is
  /// computed again from that value, so keep `body` free of side effects.
  ///
  /// ```swift
  /// let count = Observable(0)
  /// count.update { $0 += 1 }
  /// print(count.value)  // prints 1
  /// ```
  ///
  /// - Parameter body: Changes the current value in place; may run more than once under
  ///   contention.
  @inlinable
  public func update(_ body: (inout Value) throws -> Void) rethrows {
    while true {
      let (current, version) = broadcaster.latestWithVersion
      // The replay slot of an observable always holds a value.
      var value = current!
      try body(&value)
      if broadcaster.send(value, ifVersionIs: version) { return }
    }
  }

  /// Sets the value and notifies every observer; the same as assigning ``value``.
  @inlinable
  public func send(_ value: Value) { broadcaster.send(.next(value)) }

  @inlinable
  @_disfavoredOverload
  public func observe(
    with observer: @escaping @Sendable (Event<Value, Never>) -> Void
  )
    -> any Disposable
  {
    broadcaster.subscribe(.events(observer))
  }

  @inlinable
  @_disfavoredOverload
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
