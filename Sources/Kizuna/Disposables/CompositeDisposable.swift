/// A disposable made of other disposables, disposed together.
///
/// Disposables added after the composite is disposed are disposed at once.
///
/// ```swift
/// let composite = CompositeDisposable()
/// composite.insert(first.observeNext { print($0) })
/// composite.insert(second.observeNext { print($0) })
/// composite.dispose()  // ends both
/// ```
public final class CompositeDisposable: Disposable {
  private let state: Lock<[any Disposable]?>

  /// Creates a composite of `disposables`.
  public init(_ disposables: [any Disposable] = []) {
    state = Lock.make(disposables)
  }

  public var isDisposed: Bool { state.withLock { $0 == nil } }

  /// Adds `disposable`, or disposes it at once if the composite is already disposed.
  public func insert(_ disposable: any Disposable) {
    let accepted = state.withLock { items -> Bool in
      guard items != nil else { return false }
      items!.append(disposable)
      return true
    }
    if !accepted { disposable.dispose() }
  }

  public func dispose() {
    let taken = state.withLock { items in
      defer { items = nil }
      return items ?? []
    }
    for item in taken { item.dispose() }
  }
}
