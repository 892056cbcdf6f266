public import Kizuna

extension Disposable {
  /// This disposable as a Combine cancellable: cancelling (or releasing) it disposes this.
  ///
  /// ```swift
  /// var cancellables: [AnyCancellable] = []
  /// count.observeNext { print($0) }.toCancellable().store(in: &cancellables)
  /// ```
  ///
  /// - Returns: A cancellable that disposes this disposable.
  public func toCancellable() -> AnyCancellable {
    AnyCancellable { self.dispose() }
  }
}

extension Cancellable {
  /// This cancellable as a Kizuna disposable: disposing it cancels this, exactly once.
  ///
  /// ```swift
  /// let bag = DisposeBag()
  /// publisher.sink { print($0) }.toDisposable().dispose(in: bag)
  /// ```
  ///
  /// - Returns: A disposable that cancels this cancellable the first time it is disposed;
  ///   `cancel()` runs on the disposing thread.
  public func toDisposable() -> any Disposable {
    let cancellable = DisposableCancellable(self)
    return BlockDisposable { cancellable.base.cancel() }
  }
}

/// A cancellable carried into a `@Sendable` disposal closure.
///
/// Safety: `BlockDisposable` runs its closure at most once, under its own lock's decision, so
/// `cancel()` is called by one thread, once; nothing else touches the cancellable through
/// this box.
private struct DisposableCancellable: @unchecked Sendable {
  let base: any Cancellable

  init(_ base: any Cancellable) {
    self.base = base
  }
}
