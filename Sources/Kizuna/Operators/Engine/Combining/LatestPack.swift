/// One ``LatestSlot`` per element type of a parameter pack: the storage of the tuple forms
/// of `combineLatest` (and of `with(latestFrom:)`).
///
/// Invariant: the slots are made with the pack and never replaced; ``sourceCount`` is their
/// number. Safety: the slots are only touched under the owning operator's lock (see
/// ``LatestSlot``).
@usableFromInline
final class LatestPack<each Value: Sendable>: CombiningStorage, @unchecked Sendable {
  @usableFromInline typealias Machine = CombineLatestStateMachine
  @usableFromInline typealias Output = (repeat each Value)
  @usableFromInline let slots: (repeat LatestSlot<each Value>)
  @usableFromInline let sourceCount: Int

  @inlinable init() {
    let slots = (repeat LatestSlot<each Value>())
    var count = 0
    for _ in repeat each slots { count += 1 }
    self.slots = slots
    sourceCount = count
  }

  @inlinable func output() -> (repeat each Value) { (repeat currentValue(of: each slots)) }

  /// `head` followed by every slot's value, as one flat tuple.
  @inlinable func output<Head>(prepending head: Head) -> (Head, repeat each Value) {
    (head, repeat currentValue(of: each slots))
  }
}
