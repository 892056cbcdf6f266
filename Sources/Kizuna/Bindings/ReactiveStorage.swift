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

  private struct ObjectKey: Hashable {
    let name: String
    let type: ObjectIdentifier
  }
  private let objects = Lock<[ObjectKey: any AnyObject & Sendable]>.make([:])

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
    object(forKey: key, make: make)
  }

  /// The object of type `Object` kept under `key`, made by `make` on first use and kept as long
  /// as the storage (the object it belongs to), or until replaced with ``setObject(_:forKey:)``.
  ///
  /// Adapters keep here what must live as long as the view: a table's binding, the one action
  /// that fans a control's taps out to many observers.
  ///
  /// ```swift
  /// let storage = ReactiveStorage()
  /// let taps = storage.object(forKey: "taps") { PublishSubject<Void, Never>() }
  /// print(taps === storage.object(forKey: "taps") { PublishSubject<Void, Never>() })  // prints "true"
  /// ```
  ///
  /// - Parameters:
  ///   - key: The object's name; objects of different types do not share a key.
  ///   - make: Makes the object; called at most once per key and type while one is kept.
  /// - Returns: The kept object.
  @MainActor
  public func object<Object: AnyObject & Sendable>(
    forKey key: String, make: () -> Object
  ) -> Object {
    let key = ObjectKey(name: key, type: ObjectIdentifier(Object.self))
    if let kept = objects.withLock({ $0[key] }) { return Self.cast(kept, key) }
    let made = make()  // outside the lock: it runs the caller's code
    let kept = objects.withLock { objects in
      // Keep the first one stored, should two callers race (main-actor callers cannot).
      if let kept = objects[key] { return kept }
      objects[key] = made
      return made
    }
    return Self.cast(kept, key)
  }

  /// Keeps `object` under `key` (for objects of its type), releasing the object kept there
  /// before; `nil` releases it.
  ///
  /// ```swift
  /// let storage = ReactiveStorage()
  /// storage.setObject(PublishSubject<Int, Never>(), forKey: "latest")
  /// storage.setObject(nil as PublishSubject<Int, Never>?, forKey: "latest")  // released
  /// ```
  ///
  /// - Parameters:
  ///   - object: The object to keep, or `nil`.
  ///   - key: The object's name.
  @MainActor
  public func setObject<Object: AnyObject & Sendable>(_ object: Object?, forKey key: String) {
    let key = ObjectKey(name: key, type: ObjectIdentifier(Object.self))
    let released = objects.withLock { objects in
      defer { objects[key] = object }
      return objects[key]
    }
    _ = released  // released here, outside the lock: its deinit may run the caller's code
  }

  /// Keeps `binding`, the one object that drives the view this storage belongs to (a table's
  /// or collection view's data source), as long as the storage, and releases the binding kept
  /// before, whatever its type: a view has one binding at a time.
  ///
  /// A view holds its data source weakly; adapters call this so that dropping the binding the
  /// caller made does not empty the view. A replaced binding must stop touching the view (it
  /// may live on while its caller keeps it): check that the view's data source is still it.
  ///
  /// ```swift
  /// let storage = ReactiveStorage()
  /// weak var old: PublishSubject<Int, Never>?
  /// do {
  ///   let binding = PublishSubject<Int, Never>()
  ///   old = binding
  ///   storage.keepViewBinding(binding)
  /// }
  /// storage.keepViewBinding(PublishSubject<String, Never>())
  /// print(old == nil)  // prints "true"
  /// ```
  ///
  /// - Parameter binding: The view's binding.
  @MainActor
  public func keepViewBinding(_ binding: some AnyObject & Sendable) {
    setObject(KeptViewBinding(binding), forKey: KeptViewBinding.key)
  }

  private static func cast<Object: AnyObject>(
    _ kept: any AnyObject & Sendable, _ key: ObjectKey
  ) -> Object {
    guard let object = kept as? Object else {
      preconditionFailure(
        "Kizuna: internal error: the object '\(key.name)' is a \(type(of: kept)), "
          + "not a \(Object.self)")
    }
    return object
  }
}

/// The binding ``ReactiveStorage/keepViewBinding(_:)`` keeps: one type, so one key for every
/// binding whatever its generic parameters. Immutable, so `Sendable`.
private final class KeptViewBinding: Sendable {
  static let key = "Kizuna.viewBinding"
  let binding: any AnyObject & Sendable
  init(_ binding: any AnyObject & Sendable) { self.binding = binding }
}
