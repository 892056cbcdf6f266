/// Bond v4's `Reference`: a weak reference that can be made strong for a while.
///
/// An event producer with the `.Managed` lifecycle gives its producer closure a sink that
/// holds a reference to it; while it has observers, the reference is strong, so a chain of
/// producers stays alive as long as something observes its end.
///
/// ```swift
/// let reference = Reference(weak: object)
/// reference.retain()   // keeps object alive
/// reference.release()  // lets it go
/// ```
public final class Reference<T: AnyObject> {
  /// The object, while it is alive.
  public weak var object: T?

  private var strongReference: T?

  /// Creates a strong reference to `object`.
  ///
  /// - Parameter object: The object to reference.
  public init(_ object: T) {
    self.object = object
    self.strongReference = object
  }

  /// Creates a weak reference to `object`.
  ///
  /// - Parameter object: The object to reference.
  public init(weak object: T) {
    self.object = object
  }

  /// Drops the strong reference; the weak one stays.
  public func release() {
    strongReference = nil
  }

  /// Makes the reference strong again, if the object is still alive.
  public func retain() {
    strongReference = object
  }
}
