package import NIOConcurrencyHelpers

/// The demo's lock: SwiftNIO's `NIOLockedValueBox` (a pthread mutex around a value), under the
/// spelling of the core's internal `Lock`.
///
/// The core's lock is not API, and this package lives beside the library, so it takes the
/// well-kept lock of the server stack it already depends on. Like the core's, it is not
/// reentrant, and observers are never called while it is held.
package enum Lock {
  /// A new lock guarding `value`.
  package static func make<Value>(_ value: Value) -> NIOLockedValueBox<Value> {
    NIOLockedValueBox(value)
  }
}

extension NIOLockedValueBox {
  /// Runs `body` with exclusive access to the value.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try withLockedValue(body)
  }
}
