/// Bond v4's `BindableType`: something a producer can bind to (`source.bindTo(target)`).
///
/// ```swift
/// let target = Observable(0)
/// let sink = target.sink(nil)
/// sink(1)  // target.value == 1
/// ```
public protocol BindableType {
  /// The type of the values the target takes.
  associatedtype Element

  /// Returns a closure that sends values into the target; the target disposes
  /// `disconnectDisposable` when it goes away (which ends the binding).
  ///
  /// - Parameter disconnectDisposable: Disposed when the target is released.
  /// - Returns: The sink; it does not keep the target alive.
  func sink(_ disconnectDisposable: (any DisposableType)?) -> (Element) -> Void
}
