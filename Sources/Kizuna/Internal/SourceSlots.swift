/// The latest value of one source of a multi-source operator (`combineLatest`,
/// `with(latestFrom:)`).
///
/// Safety: a slot belongs to one observation of one operator and is read and written only
/// inside that operator's `SerialDelivery.update`, that is, under its lock.
///
/// Invariant: `hasValue` is true exactly when `cell` holds an initialized value; it and
/// `isCompleted` only ever turn from false to true.
///
/// The value lives in a one-element buffer with a separate flag rather than in an `Optional`:
/// the per-source observers run as generic code (they come from a parameter pack), and an
/// `Optional<Value>` there costs a metadata lookup on every access.
@usableFromInline final class LatestSlot<Value: Sendable>: SourceSlot, @unchecked Sendable {
  @usableFromInline let cell: UnsafeMutablePointer<Value>
  // Unchecked: guarded by the operator's lock (see above); a dynamic exclusivity check on every
  // access showed up in profiles.
  @exclusivity(unchecked) @usableFromInline var hasValue = false
  @exclusivity(unchecked) @usableFromInline var isCompleted = false

  @inlinable init() { cell = .allocate(capacity: 1) }

  @inlinable deinit {
    if hasValue { cell.deinitialize(count: 1) }
    cell.deallocate()
  }

  /// Stores `value`, returning whether the slot was empty before.
  @inlinable func store(_ value: Value) -> Bool {
    if hasValue {
      cell.pointee = value
      return false
    }
    cell.initialize(to: value)
    hasValue = true
    return true
  }

  @usableFromInline func put(_ value: Value) -> Bool { store(value) }

  @usableFromInline func markCompleted() -> Bool {
    defer { isCompleted = true }
    return !isCompleted
  }

  /// The stored value; the slot must have one.
  @inlinable var value: Value {
    precondition(hasValue, "Kizuna: internal error: combining a source that has no value yet")
    return cell.pointee
  }
}

/// The buffered values of one source of `zip`: a growable ring buffer.
///
/// Safety: read and written only inside the owning operator's `SerialDelivery.update`.
///
/// Managed by hand rather than with an array because the per-source observers run as generic
/// code (they come from a parameter pack), where every array operation costs a metadata lookup.
@usableFromInline final class BufferSlot<Value: Sendable>: SourceSlot, @unchecked Sendable {
  // Unchecked: guarded by the operator's lock (see above).
  @exclusivity(unchecked) @usableFromInline var elements: UnsafeMutablePointer<Value>
  @exclusivity(unchecked) @usableFromInline var capacity: Int
  @exclusivity(unchecked) @usableFromInline var head = 0
  /// How many values wait to be zipped.
  @exclusivity(unchecked) @usableFromInline var count = 0
  @exclusivity(unchecked) @usableFromInline var isCompleted = false

  @inlinable init() {
    capacity = 4
    elements = .allocate(capacity: capacity)
  }

  @inlinable deinit {
    for offset in 0..<count { (elements + (head + offset) % capacity).deinitialize(count: 1) }
    elements.deallocate()
  }

  @inlinable func append(_ value: Value) {
    if count == capacity { grow() }
    (elements + (head + count) % capacity).initialize(to: value)
    count += 1
  }

  @inlinable func removeFirst() -> Value {
    precondition(count > 0, "Kizuna: internal error: zipping an empty buffer")
    let value = (elements + head).move()
    head = (head + 1) % capacity
    count -= 1
    return value
  }

  @usableFromInline func put(_ value: Value) -> Bool {
    let wasEmpty = count == 0
    append(value)
    return wasEmpty
  }

  @usableFromInline func markCompleted() -> Bool {
    isCompleted = true
    return count == 0
  }

  /// Whether the source has completed and nothing of it is left to zip.
  @inlinable var isExhausted: Bool { isCompleted && count == 0 }

  @inlinable func grow() {
    let newCapacity = capacity * 2
    let newElements = UnsafeMutablePointer<Value>.allocate(capacity: newCapacity)
    for offset in 0..<count {
      (newElements + offset).moveInitialize(from: elements + (head + offset) % capacity, count: 1)
    }
    elements.deallocate()
    elements = newElements
    capacity = newCapacity
    head = 0
  }
}

/// The storage of all sources of a `zip` observation: one ``BufferSlot`` each; its `output()`
/// removes the first value of every buffer.
@usableFromInline protocol BufferStorage: CombiningStorage where Machine == ZipStateMachine {
  @inlinable var sourceCount: Int { get }
  /// How many slots hold at least one value.
  @inlinable var nonEmptyCount: Int { get }
  /// Whether some source has completed with nothing left to zip.
  @inlinable var hasExhaustedSource: Bool { get }
}

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

// Free functions rather than member expressions inside pack expansions: the compiler handles
// `repeat f(each slots)` reliably.
@inlinable func currentValue<Value>(of slot: LatestSlot<Value>) -> Value {
  slot.value
}

@inlinable func firstValue<Value>(of slot: BufferSlot<Value>) -> Value { slot.removeFirst() }
