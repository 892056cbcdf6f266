/// An object with a ``Reactive`` namespace, `object.reactive`, and Kizuna's state attached to
/// it (a ``ReactiveStorage``: its dispose bag, its reuse bag, its two-way properties).
///
/// KizunaUIKit makes `NSObject` a provider, keeping the storage in an associated object. A type of
/// your own keeps it in a stored property:
///
/// ```swift
/// @MainActor final class Gauge: ReactiveExtensionsProvider {
///   let storage = ReactiveStorage()
///   static func reactiveStorage(of gauge: Gauge) -> ReactiveStorage { gauge.storage }
/// }
///
/// let gauge = Gauge()
/// Observable(1).observeNext { print($0) }.dispose(in: gauge.reactive.bag)   // prints "1"
/// ```
///
/// Main-actor bindings to a provider (`bind(to:setter:)`, ``BindingTarget``) are put in its
/// bag, so they end the moment the object is released.
public protocol ReactiveExtensionsProvider: AnyObject {
  /// The storage attached to `object`: the same instance for the object's whole life, released
  /// with it. Read it through `object.reactive`; called on the main actor.
  ///
  /// - Parameter object: The object whose storage to return.
  /// - Returns: The object's storage, created on first use.
  @MainActor static func reactiveStorage(of object: Self) -> ReactiveStorage
}

extension ReactiveExtensionsProvider {
  /// The namespace of this object's reactive extensions.
  ///
  /// ```swift
  /// viewModel.title.bind(to: label.reactive.text).dispose(in: bag)
  /// ```
  public var reactive: Reactive<Self> { Reactive(self) }
}

extension Reactive where Base: ReactiveExtensionsProvider {
  /// The object's storage (see ``ReactiveStorage``).
  @MainActor public var storage: ReactiveStorage { Base.reactiveStorage(of: base) }

  /// A dispose bag that lives as long as the object: what is put in it ends when the object is
  /// released.
  ///
  /// ```swift
  /// viewModel.count.observeNext { print($0) }.dispose(in: view.reactive.bag)
  /// ```
  @MainActor public var bag: DisposeBag { storage.bag }

  /// A dispose bag for what belongs to the object's current use only (a table cell's current
  /// row): ``prepareForReuse()`` empties it.
  ///
  /// ```swift
  /// row.title.bind(to: cell.label.reactive.text).dispose(in: cell.reactive.reuseBag)
  /// ```
  @MainActor public var reuseBag: DisposeBag { storage.reuseBag }

  /// Ends everything in ``reuseBag``; call it where the object is reused (a cell's
  /// `prepareForReuse()`), before binding it to new data. The bag stays usable.
  ///
  /// ```swift
  /// override func prepareForReuse() {
  ///   super.prepareForReuse()
  ///   reactive.prepareForReuse()
  /// }
  /// ```
  @MainActor public func prepareForReuse() { storage.prepareForReuse() }

  /// The two-way property stored under `key`, made by `make` on first use: the object keeps it
  /// for its whole life, so that bindings into it (which hold it weakly) last as long as the
  /// object.
  ///
  /// Platform modules define their properties with it:
  ///
  /// ```swift
  /// extension Reactive where Base: UISwitch {
  ///   @MainActor public var isOn: ControlProperty<Bool> {
  ///     property("isOn") { ControlProperty(of: base, get: { $0.isOn }, set: { $0.isOn = $1 }) }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - key: The property's name, unique per object and value type.
  ///   - make: Makes the property; called once per object.
  /// - Returns: The object's property for `key`.
  @MainActor
  public func property<Value: Sendable>(
    _ key: String, make: () -> ControlProperty<Value>
  ) -> ControlProperty<Value> {
    storage.property(key, make: make)
  }
}

/// Returns the bag of `object`'s storage (opens the existential for ``ReactiveExtensionsProvider``).
@MainActor
func reactiveBag(of object: some ReactiveExtensionsProvider) -> DisposeBag {
  type(of: object).reactiveStorage(of: object).bag
}
