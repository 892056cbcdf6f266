internal import Kizuna

/// Bond v4's `DisposeBag`: disposes what it holds when disposed or released.
///
/// ```swift
/// let bag = DisposeBag()
/// name.observe { print($0) }.disposeIn(bag)
/// bag.dispose()  // ends the observation; the bag can be filled again
/// ```
///
/// Unlike a ``CompositeDisposable``, a bag can be used again after ``dispose()``: that is how
/// a reused table cell ends its old bindings (`cell.bnd_bag.dispose()`) before new ones.
public final class DisposeBag: DisposableType {
  private let disposables = Lock.make([any DisposableType]())

  /// Whether the bag is empty (Bond v4's meaning: `true` after ``dispose()``, and before
  /// anything is added).
  public var isDisposed: Bool { disposables.withLock { $0.isEmpty } }

  /// Creates an empty bag.
  public init() {}

  /// Adds `disposable`, to be disposed with the bag.
  ///
  /// - Parameter disposable: The disposable to keep.
  public func addDisposable(_ disposable: any DisposableType) {
    disposables.withLock { $0.append(disposable) }
  }

  /// Disposes everything in the bag and empties it.
  public func dispose() {
    let taken = disposables.withLock { disposables in
      defer { disposables = [] }
      return disposables
    }
    for disposable in taken { disposable.dispose() }
  }

  deinit {
    dispose()
  }
}
