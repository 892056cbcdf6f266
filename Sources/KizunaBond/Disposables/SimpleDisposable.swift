internal import Kizuna

/// Bond v4's `SimpleDisposable`: a flag that records that it was disposed, and nothing else.
///
/// ```swift
/// let disposable = SimpleDisposable()
/// disposable.dispose()
/// print(disposable.isDisposed)  // prints true
/// ```
public final class SimpleDisposable: DisposableType {
  private let state = Lock.make(false)

  /// Whether ``dispose()`` has run.
  public var isDisposed: Bool { state.withLock { $0 } }

  /// Creates a disposable that is not disposed.
  public init() {}

  /// Marks the disposable disposed.
  public func dispose() { state.withLock { $0 = true } }
}
