// swift-format-ignore-file: AlwaysUseLowerCamelCase

// (Bond v4's names, `bnd_text` and the rest, are what Bond v4 code writes.)
#if canImport(UIKit) && !os(watchOS)
  public import Foundation
  public import KizunaBond
  internal import ObjectiveC

  extension NSObject {
    /// Bond v4's `bnd_bag`: a bag disposed when the object is released; a reused cell empties
    /// it (`cell.bnd_bag.dispose()`) before it binds again.
    ///
    /// ```swift
    /// viewModel.name.bindTo(label.bnd_text).disposeIn(cell.bnd_bag)
    /// ```
    public var bnd_bag: DisposeBag { bondAssociations.bag }

    /// Bond v4's `bnd_associatedObservableForValueForKey(_:initial:set:)`: the observable this
    /// object keeps under `key`, made on first use with `initial`, whose new values `set`
    /// shows.
    ///
    /// Bond v4 could leave out `initial` and `set` and use key-value coding; Swift outside
    /// Apple's Objective-C runtime has none, so both are required here.
    ///
    /// ```swift
    /// extension MyView {
    ///   var bnd_level: Observable<Int> {
    ///     bnd_associatedObservableForValueForKey("level", initial: level) { [weak self] in self?.level = $0 }
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The property's name, unique per object.
    ///   - initial: The property's value now (read only on first use).
    ///   - set: Shows a new value.
    /// - Returns: The observable.
    public func bnd_associatedObservableForValueForKey<T>(
      _ key: String, initial: @autoclosure () -> T, set: @escaping (T) -> Void
    ) -> Observable<T> {
      bondAssociations.object(key) { BondProperty.target(initial: initial(), set: set) }
    }

    /// This object's bag and `bnd_*` producers, made on first use.
    package var bondAssociations: BondAssociations {
      let key = UnsafeRawPointer(Unmanaged.passUnretained(associationsKey).toOpaque())
      return BondAssociations.attached(
        existing: objc_getAssociatedObject(self, key),
        attach: { objc_setAssociatedObject(self, key, $0, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) })
    }
  }

  /// The associated-object key of an object's Bond associations: the address of this object.
  private final class AssociationKey: Sendable {}
  private let associationsKey = AssociationKey()
#endif
