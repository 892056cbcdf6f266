/// One ``BufferSlot`` per source of a homogeneous array of sources.
@usableFromInline final class BufferArray<Value: Sendable>: BufferStorage {
  @usableFromInline typealias Machine = ZipStateMachine
  @usableFromInline typealias Output = [Value]
  @usableFromInline let slots: [BufferSlot<Value>]

  @inlinable init(count: Int) { slots = (0..<count).map { _ in BufferSlot() } }

  @inlinable var sourceCount: Int { slots.count }

  @inlinable func output() -> [Value] { slots.map { $0.removeFirst() } }

  @inlinable var nonEmptyCount: Int { slots.count { $0.count > 0 } }

  @inlinable var hasExhaustedSource: Bool { slots.contains { $0.isExhausted } }
}
