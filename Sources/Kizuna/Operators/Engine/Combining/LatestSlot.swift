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

// A free function rather than a member expression inside pack expansions: the compiler
// handles `repeat f(each slots)` reliably. It stays here, beside its slot: measured with the
// perf gate, the same function placed after `LatestPack` costs W5 more instructions (the order
// in which the optimizer meets the declarations changes what it inlines).
@inlinable func currentValue<Value>(of slot: LatestSlot<Value>) -> Value {
  slot.value
}
