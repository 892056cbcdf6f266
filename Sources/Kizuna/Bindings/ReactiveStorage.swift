/// Kizuna's state attached to one object: a dispose bag that lives as long as the object, a
/// reuse bag, and the object's two-way properties.
///
/// A ``ReactiveExtensionsProvider`` keeps one for its whole life (UIKit's objects: in an associated
/// object) and releases it with itself, which ends every binding in its bags.
///
/// ```swift
/// let storage = ReactiveStorage()
/// Observable("a").observeNext { print($0) }.dispose(in: storage.reuseBag)   // prints "a"
/// storage.prepareForReuse()   // ends the observation
/// print(storage.reuseBag.isEmpty)   // prints "true"
/// ```
public final class ReactiveStorage: Sendable {
  /// Ends when the storage (and so the object) is released.
  public let bag = DisposeBag()
  /// Emptied by ``prepareForReuse()``; also ends when the storage is released.
  public let reuseBag = DisposeBag()

  private struct PropertyKey: Hashable {
    let name: String
    let type: ObjectIdentifier
  }
  private let properties = Lock<[PropertyKey: any AnyObject & Sendable]>.make([:])

  /// Creates empty storage.
  public init() {}

  /// Ends everything in ``reuseBag`` and empties it; the bag stays usable.
  public func prepareForReuse() { reuseBag.dispose() }

  /// The property stored under `key` for values of type `Value`, made by `make` on first use.
  ///
  /// - Parameters:
  ///   - key: The property's name.
  ///   - make: Makes the property; called at most once per key and type.
  /// - Returns: The stored property.
  @MainActor
  public func property<Value: Sendable>(
    _ key: String, make: () -> ControlProperty<Value>
  ) -> ControlProperty<Value> {
    let key = PropertyKey(name: key, type: ObjectIdentifier(ControlProperty<Value>.self))
    if let stored = properties.withLock({ $0[key] }) { return Self.cast(stored, key) }
    let made = make()  // outside the lock: it runs the caller's code
    let stored = properties.withLock { properties in
      // Keep the first one stored, should two callers race (main-actor callers cannot).
      if let stored = properties[key] { return stored }
      properties[key] = made
      return made
    }
    return Self.cast(stored, key)
  }

  private static func cast<Value: Sendable>(
    _ stored: any AnyObject & Sendable, _ key: PropertyKey
  ) -> ControlProperty<Value> {
    guard let property = stored as? ControlProperty<Value> else {
      preconditionFailure(
        "Kizuna: internal error: the property '\(key.name)' is a \(type(of: stored)), "
          + "not a ControlProperty<\(Value.self)>")
    }
    return property
  }
}
