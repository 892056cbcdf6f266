#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  public import Foundation
  public import Kizuna
  internal import ObjectiveC

  /// Every object (views, controls, window controllers) has a ``Kizuna/Reactive`` namespace,
  /// `object.reactive`, and Kizuna's storage for it (its bags and two-way properties), kept in
  /// an associated object and released with the object, as Bond's `reactive.bag` was.
  ///
  /// ```swift
  /// final class SignUpWindowController: NSWindowController {
  ///   override func windowDidLoad() {
  ///     super.windowDidLoad()
  ///     viewModel.title.bind(to: titleLabel.reactive.text).dispose(in: reactive.bag)
  ///   }
  /// }
  /// ```
  extension NSObject: ReactiveExtensionsProvider {
    /// The object's storage, made on first use and released with the object; read it through
    /// `object.reactive`. Main actor only.
    ///
    /// - Parameter object: The object whose storage to return.
    /// - Returns: The same storage for the object's whole life.
    @MainActor
    public static func reactiveStorage(of object: NSObject) -> ReactiveStorage {
      let key = UnsafeRawPointer(Unmanaged.passUnretained(storageKey).toOpaque())
      if let storage = objc_getAssociatedObject(object, key) as? ReactiveStorage { return storage }
      let storage = ReactiveStorage()
      objc_setAssociatedObject(object, key, storage, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return storage
    }
  }

  /// The associated-object key of an object's storage: the address of this object.
  private final class AssociationKey: Sendable {}
  private let storageKey = AssociationKey()
#endif
