/// Where one source of a multi-source operator keeps what it sent: its latest value
/// (``LatestSlot``) or its values waiting to be paired (``BufferSlot``).
///
/// Invariant: one per source and observation, touched only under the owning operator's lock,
/// inside the closures handed to its sink.
@usableFromInline protocol SourceSlot<Value>: AnyObject, Sendable {
  associatedtype Value: Sendable

  /// Keeps `value`; returns whether the slot was empty before.
  func put(_ value: Value) -> Bool

  /// Records that the source completed; returns, for a latest-value slot, whether it was not
  /// completed before, and for a buffer, whether it has nothing left to pair.
  func markCompleted() -> Bool
}
