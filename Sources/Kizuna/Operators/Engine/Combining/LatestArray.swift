/// One ``LatestSlot`` per source of a homogeneous array of sources: the storage of
/// `combineLatest(_:)` over an array.
///
/// Invariant: the slots are made with the storage and never replaced; they are only touched
/// under the owning operator's lock (see ``LatestSlot``).
@usableFromInline final class LatestArray<Value: Sendable>: CombiningStorage {
  @usableFromInline typealias Machine = CombineLatestStateMachine
  @usableFromInline typealias Output = [Value]
  @usableFromInline let slots: [LatestSlot<Value>]

  @inlinable init(count: Int) { slots = (0..<count).map { _ in LatestSlot() } }

  @inlinable var sourceCount: Int { slots.count }

  @inlinable func output() -> [Value] { slots.map { currentValue(of: $0) } }
}
