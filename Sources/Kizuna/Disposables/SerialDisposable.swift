/// A disposable slot that holds one disposable at a time; setting a new one disposes the old.
///
/// Used for "latest only" work such as `flatMapLatest`. Once the serial disposable is
/// disposed, anything assigned to it is disposed at once.
///
/// ```swift
/// let current = SerialDisposable()
/// current.inner = first.observeNext { print($0) }
/// current.inner = second.observeNext { print($0) }  // ends the first observation
/// ```
public final class SerialDisposable: Disposable {
  private struct State: Sendable {
    var inner: (any Disposable)?
    var isDisposed = false
  }
  private let state: Lock<State>

  /// Creates a slot holding `inner`.
  public init(_ inner: (any Disposable)? = nil) {
    state = Lock.make(State(inner: inner))
  }

  public var isDisposed: Bool { state.withLock { $0.isDisposed } }

  /// The disposable in the slot. Setting it disposes the previous one (outside the lock).
  public var inner: (any Disposable)? {
    get { state.withLock { $0.inner } }
    set {
      let old = state.withLock { state -> (any Disposable)? in
        if state.isDisposed { return newValue }
        defer { state.inner = newValue }
        return state.inner
      }
      old?.dispose()
    }
  }

  public func dispose() {
    let old = state.withLock { state -> (any Disposable)? in
      state.isDisposed = true
      defer { state.inner = nil }
      return state.inner
    }
    old?.dispose()
  }
}
