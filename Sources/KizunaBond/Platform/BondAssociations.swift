/// What KizunaBondUIKit and KizunaBondAppKit keep per object, in one associated object: the
/// object's `bnd_bag` and its `bnd_*` producers, each made on first use and released with
/// the object, as Bond v4 kept them.
///
/// Not `Sendable`: it belongs to its object's isolation (the main actor for views).
package final class BondAssociations {
  /// The object's `bnd_bag`.
  package let bag = DisposeBag()
  private var objects: [String: AnyObject] = [:]

  /// Creates empty associations.
  package init() {}

  /// The associations an object holds (`existing`, its associated object), or new ones that
  /// `attach` associates with it: how the UI companions read an object's associations.
  ///
  /// - Parameters:
  ///   - existing: What the object holds under the associations' key, if anything.
  ///   - attach: Associates new associations with the object.
  /// - Returns: The object's associations.
  package static func attached(
    existing: Any?, attach: (BondAssociations) -> Void
  ) -> BondAssociations {
    if let associations = existing as? BondAssociations { return associations }
    let associations = BondAssociations()
    attach(associations)
    return associations
  }

  /// The object kept under `key`, made by `make` on first use.
  ///
  /// - Precondition: Every use of `key` asks for the same type; the message names the key.
  package func object<Object: AnyObject>(_ key: String, make: () -> Object) -> Object {
    if let existing = objects[key] {
      guard let object = existing as? Object else {
        preconditionFailure(
          "bnd_* storage: the key \(key) holds a \(type(of: existing)), not a \(Object.self)")
      }
      return object
    }
    let object = make()
    objects[key] = object
    return object
  }
}

/// How Bond v4 made the `bnd_*` observables of views and controls.
package enum BondProperty {
  /// An observable that shows its new values with `set` (a label's text, a view's alpha);
  /// Bond v4's `bnd_associatedObservableForValueForKey`.
  ///
  /// - Parameters:
  ///   - initial: The property's value now.
  ///   - set: Writes a new value to the property.
  /// - Returns: The observable.
  package static func target<Value>(
    initial: Value, set: @escaping (Value) -> Void
  ) -> Observable<Value> {
    let observable = Observable(initial)
    observable.observeNew(set)
    return observable
  }

  /// An observable of a property the user changes too (a text field's text): values sent
  /// into it are written with `set`, and the returned closure sends a user change, which is
  /// not written back.
  ///
  /// - Parameters:
  ///   - initial: The property's value now.
  ///   - set: Writes a new value to the property.
  /// - Returns: The observable, and the closure that reports a user change.
  package static func twoWay<Value>(
    initial: Value, set: @escaping (Value) -> Void
  ) -> (observable: Observable<Value>, userChanged: (Value) -> Void) {
    let observable = Observable(initial)
    var isUpdatingFromControl = false
    observable.observeNew { value in
      if !isUpdatingFromControl { set(value) }
    }
    let userChanged: (Value) -> Void = { [weak observable] value in
      isUpdatingFromControl = true
      observable?.next(value)
      isUpdatingFromControl = false
    }
    return (observable, userChanged)
  }
}
