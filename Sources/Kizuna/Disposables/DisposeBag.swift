/// Collects disposables and disposes them together: on ``dispose()``, and when the bag is released.
///
/// The bag stays usable after ``dispose()``, so a reused table cell can empty its bag in
/// `prepareForReuse()` and collect the new row's bindings in the same bag.
///
/// ```swift
/// final class Cell {
///   let bag = DisposeBag()
///   func prepareForReuse() { bag.dispose() }
/// }
/// ```
public final class DisposeBag: Disposable {
  private let items = Lock<[any Disposable]>.make([])

  /// Creates an empty bag.
  public init() {}

  deinit { dispose() }

  /// Adds `disposable` to the bag.
  ///
  /// - Parameter disposable: Disposed when the bag is disposed or released.
  public func insert(_ disposable: some Disposable) {
    items.withLock { $0.append(disposable) }
  }

  /// Adds every disposable in `disposables` to the bag.
  public func insert(_ disposables: [any Disposable]) {
    items.withLock { $0.append(contentsOf: disposables) }
  }

  /// Whether the bag holds no disposables (it is empty, not ended: a bag can always be refilled).
  public var isEmpty: Bool { items.withLock { $0.isEmpty } }

  /// Always `false`: a bag is never finished, only emptied.
  public var isDisposed: Bool { false }

  /// Disposes every collected item exactly once and empties the bag.
  ///
  /// Items are disposed in the order they were inserted, outside the bag's lock.
  public func dispose() {
    let taken = items.withLock { items in
      defer { items.removeAll() }
      return items
    }
    for item in taken { item.dispose() }
  }
}
