/// An object that owns a dispose bag for the bindings whose target it is.
///
/// Bindings to a `DisposeBagProvider` are put in its ``bag``, so they end the moment the
/// object is released (its bag is released with it), as in Bond, where view controllers and
/// views carry such a bag. Bindings to other objects end at the first value after the object
/// is gone.
///
/// ```swift
/// final class ProfileScreen: DisposeBagProvider {
///   let bag = DisposeBag()
///   var title = ""
/// }
/// ```
public protocol DisposeBagProvider: AnyObject {
  /// The bag that holds the bindings targeting this object.
  var bag: DisposeBag { get }
}
