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

// A free function rather than a member expression inside pack expansions: the compiler
// handles `repeat f(each slots)` reliably. Beside its slot, as `currentValue(of:)` is.
@inlinable func firstValue<Value>(of slot: BufferSlot<Value>) -> Value { slot.removeFirst() }
