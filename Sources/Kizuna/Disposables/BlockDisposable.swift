/// A disposable that runs a closure once, on the first call to ``dispose()``.
///
/// ```swift
/// let disposable = BlockDisposable { print("ended") }
/// disposable.dispose()  // prints "ended"
/// disposable.dispose()  // prints nothing
/// ```
public final class BlockDisposable: Disposable {
  private let action: Lock<(@Sendable () -> Void)?>

  /// Creates a disposable that runs `action` when first disposed.
  ///
  /// - Parameter action: Runs at most once, on the thread that calls ``dispose()``, after
  ///   the disposable's own lock is released.
  public init(_ action: @escaping @Sendable () -> Void) {
    self.action = Lock.make(action)
  }

  public var isDisposed: Bool { action.withLock { $0 == nil } }

  public func dispose() {
    let taken = action.withLock { action in
      defer { action = nil }
      return action
    }
    taken?()
  }
}

/// A disposable that has nothing to end: ``isDisposed`` becomes true when it is disposed.
///
/// Returned by observations of signals that finished before they were observed.
public final class SimpleDisposable: Disposable {
  private let disposed: Lock<Bool>

  /// Creates a disposable, already disposed when `isDisposed` is true.
  public init(isDisposed: Bool = false) {
    disposed = Lock.make(isDisposed)
  }

  public var isDisposed: Bool { disposed.withLock { $0 } }

  public func dispose() { disposed.withLock { $0 = true } }
}
