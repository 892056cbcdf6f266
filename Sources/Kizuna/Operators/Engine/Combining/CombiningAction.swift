/// What the state machine of `combineLatest` or `zip` decided about one source event.
///
/// Invariant: an observation's machine returns `.complete` or `.fail` at most once, and only
/// `.none` after it; the caller acts on it after leaving the lock.
@usableFromInline enum CombiningAction: Equatable, Sendable {
  /// Nothing to send.
  case none
  /// Send the output built from the sources' slots.
  case emit
  /// Send `.completed` and dispose the sources.
  case complete
  /// Send the failure and dispose the sources.
  case fail
}
