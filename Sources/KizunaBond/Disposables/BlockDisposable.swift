internal import Kizuna

/// Bond v4's `BlockDisposable`: runs a closure the first time it is disposed.
///
/// ```swift
/// let disposable = BlockDisposable { print("ended") }
/// disposable.dispose()  // prints "ended"
/// disposable.dispose()  // prints nothing
/// ```
///
/// The closure runs on the thread that disposes, outside the disposable's lock, so it may
/// dispose other disposables (or this one again, which does nothing).
public final class BlockDisposable: DisposableType {
  private let handler: Lock<(() -> Void)?>

  /// Whether the closure has run.
  public var isDisposed: Bool { handler.withLock { $0 == nil } }

  /// Creates a disposable that runs `handler` when first disposed.
  ///
  /// - Parameter handler: What disposing does.
  public init(_ handler: @escaping () -> Void) {
    self.handler = Lock.make(handler)
  }

  /// Runs the closure, the first time only.
  public func dispose() {
    let taken = handler.withLock { handler in
      defer { handler = nil }
      return handler
    }
    taken?()
  }
}
