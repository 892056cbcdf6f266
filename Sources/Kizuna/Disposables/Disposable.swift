/// Something that can be ended: an observation, a binding, a scheduled piece of work.
///
/// Every `observe` call returns a disposable. Calling ``dispose()`` ends the work it stands
/// for; calling it again does nothing. Disposables are thread-safe: any thread may dispose.
///
/// ```swift
/// let name = Observable("Ann")
/// let observation = name.observeNext { print($0) }  // prints "Ann"
/// observation.dispose()
/// name.value = "Bo"                                  // prints nothing
/// ```
///
/// Disposables are objects, so an `any Disposable` is two words (a bag of a million costs 16 MB,
/// not 40).
public protocol Disposable: AnyObject, Sendable {
  /// Ends the work this disposable stands for. Idempotent and thread-safe.
  func dispose()

  /// Whether ``dispose()`` has been called (or the work ended by itself).
  var isDisposed: Bool { get }
}

extension Disposable {
  /// Puts the disposable into `bag`, so that it is disposed when the bag is.
  ///
  /// ```swift
  /// let bag = DisposeBag()
  /// name.observeNext { print($0) }.dispose(in: bag)
  /// bag.dispose()  // ends the observation
  /// ```
  ///
  /// - Parameter bag: The bag that takes ownership of the disposable.
  public func dispose(in bag: DisposeBag) {
    bag.insert(self)
  }
}
