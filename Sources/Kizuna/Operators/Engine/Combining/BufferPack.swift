/// One ``BufferSlot`` per element type of a parameter pack.
///
/// Safety: the slots are only touched under the owning operator's lock (see ``BufferSlot``).
@usableFromInline final class BufferPack<each Value: Sendable>: BufferStorage, @unchecked Sendable {
  @usableFromInline typealias Machine = ZipStateMachine
  @usableFromInline typealias Output = (repeat each Value)
  @usableFromInline let slots: (repeat BufferSlot<each Value>)
  @usableFromInline let sourceCount: Int

  @inlinable init() {
    let slots = (repeat BufferSlot<each Value>())
    var count = 0
    for _ in repeat each slots { count += 1 }
    self.slots = slots
    sourceCount = count
  }

  @inlinable func output() -> (repeat each Value) { (repeat firstValue(of: each slots)) }

  @inlinable var nonEmptyCount: Int {
    var count = 0
    for slot in repeat each slots { count += slot.count > 0 ? 1 : 0 }
    return count
  }

  @inlinable var hasExhaustedSource: Bool {
    for slot in repeat each slots { if slot.isExhausted { return true } }
    return false
  }
}
