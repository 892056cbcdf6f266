internal import Kizuna

/// Bond v4's `CompositeDisposable`: disposes every disposable added to it when disposed; one
/// added after that is disposed at once.
///
/// ```swift
/// let composite = CompositeDisposable()
/// composite += a.observe { print($0) }
/// composite += b.observe { print($0) }
/// composite.dispose()  // ends both observations
/// ```
///
/// Adding forgets the disposables already disposed, as Bond v4's did, so a composite that
/// outlives many short connections does not grow with them.
public final class CompositeDisposable: DisposableType {
  private struct State {
    var isDisposed = false
    var disposables: [any DisposableType]
  }
  private let state: Lock<State>

  /// Whether ``dispose()`` has run.
  public var isDisposed: Bool { state.withLock { $0.isDisposed } }

  /// Creates an empty composite.
  public convenience init() {
    self.init([])
  }

  /// Creates a composite holding `disposables`.
  ///
  /// - Parameter disposables: The disposables to dispose with this one.
  public init(_ disposables: [any DisposableType]) {
    state = Lock.make(State(disposables: disposables))
  }

  /// Adds `disposable`; disposes it at once if this composite is already disposed.
  ///
  /// - Parameter disposable: The disposable to dispose with this one.
  /// - Complexity: Amortized O(1): the disposed ones are dropped when the storage is full.
  public func addDisposable(_ disposable: any DisposableType) {
    let isDisposed = state.withLock { state in
      guard !state.isDisposed else { return true }
      if state.disposables.count == state.disposables.capacity {
        state.disposables.removeAll { $0.isDisposed }
      }
      state.disposables.append(disposable)
      return false
    }
    if isDisposed { disposable.dispose() }
  }

  /// Disposes every disposable added, the first time only.
  public func dispose() {
    let disposables = state.withLock { state -> [any DisposableType] in
      state.isDisposed = true
      defer { state.disposables = [] }
      return state.disposables
    }
    for disposable in disposables { disposable.dispose() }
  }
}

/// Adds `right` to `left` (Bond v4's `+=` for composites).
///
/// ```swift
/// composite += name.observe { print($0) }
/// ```
///
/// - Parameters:
///   - left: The composite.
///   - right: The disposable to add.
public func += (left: CompositeDisposable, right: any DisposableType) {
  left.addDisposable(right)
}
