public import Kizuna

/// Bond v4's disposable: something that ends a connection (an observation, a binding) when
/// disposed.
///
/// Every observation and binding returns one. Keep it in a ``DisposeBag`` with
/// ``disposeIn(_:)`` to end the connection when the bag goes away.
///
/// ```swift
/// let name = Observable("a")
/// let observation = name.observe { print($0) }  // prints "a"
/// observation.dispose()
/// name.value = "b"                              // prints nothing
/// ```
///
/// Unlike Kizuna's `Disposable`, a `DisposableType` need not be a class or `Sendable`, as in
/// Bond v4. Kizuna's disposables go into a ``DisposeBag`` with their own `disposeIn(_:)`.
public protocol DisposableType {
  /// Ends the connection; disposing again does nothing.
  func dispose()

  /// Whether ``dispose()`` has run (or the connection ended on its own).
  var isDisposed: Bool { get }
}

extension DisposableType {
  /// Puts this disposable into `disposeBag`, which disposes it when the bag is disposed or
  /// released.
  ///
  /// ```swift
  /// name.observe { print($0) }.disposeIn(bag)
  /// ```
  ///
  /// - Parameter disposeBag: The bag that ends this connection.
  public func disposeIn(_ disposeBag: DisposeBag) {
    disposeBag.addDisposable(self)
  }
}

extension Kizuna.Disposable {
  /// Puts this Kizuna disposable into a Bond v4 ``DisposeBag``.
  ///
  /// ```swift
  /// kizunaSignal.observeNext { print($0) }.disposeIn(bag)  // bag: KizunaBond.DisposeBag
  /// ```
  ///
  /// - Parameter disposeBag: The bag that ends this connection.
  public func disposeIn(_ disposeBag: DisposeBag) {
    disposeBag.addDisposable(KizunaDisposable(self))
  }
}

/// A Kizuna disposable seen as a Bond v4 ``DisposableType``.
///
/// ```swift
/// let disposable: DisposableType = KizunaDisposable(signal.observeNext { print($0) })
/// ```
public struct KizunaDisposable: DisposableType {
  /// The Kizuna disposable.
  public let base: any Kizuna.Disposable

  /// Wraps `base`.
  ///
  /// - Parameter base: The Kizuna disposable to dispose.
  public init(_ base: any Kizuna.Disposable) { self.base = base }

  /// Disposes the Kizuna disposable.
  public func dispose() { base.dispose() }

  /// Whether the Kizuna disposable is disposed.
  public var isDisposed: Bool { base.isDisposed }
}
