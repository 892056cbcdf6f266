/// The namespace of an object's reactive extensions: `field.reactive.text`,
/// `button.reactive.tap`.
///
/// Platform modules (KizunaUIKit) add their bindings in extensions of `Reactive` constrained to
/// a framework type, so that framework types gain one member, `reactive`, and no others. The
/// behaviour behind those names (two-way properties, one-way targets, event signals, dispose
/// bags per object) lives here in Kizuna, where it is tested on every platform.
///
/// ```swift
/// @MainActor final class Thermostat: ReactiveExtensionsProvider {
///   let storage = ReactiveStorage()
///   var degrees = 20
///   static func reactiveStorage(of thermostat: Thermostat) -> ReactiveStorage {
///     thermostat.storage
///   }
/// }
///
/// extension Reactive where Base == Thermostat {
///   @MainActor var degrees: BindingTarget<Thermostat, Int> {
///     BindingTarget(base) { thermostat, degrees in thermostat.degrees = degrees }
///   }
/// }
///
/// let thermostat = Thermostat()
/// Observable(23).bind(to: thermostat.reactive.degrees)
/// print(thermostat.degrees)   // prints "23" (on the main thread)
/// ```
public struct Reactive<Base: AnyObject> {
  /// The object the extensions act on.
  public let base: Base

  /// Wraps `base`; usually reached through `base.reactive`.
  ///
  /// - Parameter base: The object the extensions act on.
  public init(_ base: Base) {
    self.base = base
  }
}

extension Reactive: Sendable where Base: Sendable {}
