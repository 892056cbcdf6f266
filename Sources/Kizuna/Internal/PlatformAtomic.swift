// The atomics of the package, stored inline in the owning object where the platform allows it.
//
// Apple systems before iOS 18 / macOS 15 lack `Synchronization.Atomic`, so they use
// swift-atomics' `ManagedAtomic` (one extra allocation); Linux uses the toolchain's `Atomic`,
// stored inline in the owning object. Both offer the `load`/`store`/`exchange` API; the
// extension below gives `ManagedAtomic<Int>` the `Synchronization` spelling of the two
// arithmetic operations the package uses.

#if canImport(Darwin)
  public import Atomics

  /// An atomic Boolean: whether an observer or a subscription is still active.
  @usableFromInline typealias ActiveFlag = ManagedAtomic<Bool>

  /// An atomic integer: how many events wait for a ``SerialDelivery``'s drainer.
  @usableFromInline typealias PendingCount = ManagedAtomic<Int>

  extension ManagedAtomic where Value == Int {
    @inlinable
    func wrappingAdd(
      _ operand: Int, ordering: AtomicUpdateOrdering
    ) -> (oldValue: Int, newValue: Int) {
      let old = loadThenWrappingIncrement(by: operand, ordering: ordering)
      return (old, old &+ operand)
    }

    @inlinable
    func wrappingSubtract(
      _ operand: Int, ordering: AtomicUpdateOrdering
    ) -> (oldValue: Int, newValue: Int) {
      let old = loadThenWrappingDecrement(by: operand, ordering: ordering)
      return (old, old &- operand)
    }
  }
#else
  public import Synchronization

  /// An atomic Boolean: whether an observer or a subscription is still active.
  @usableFromInline typealias ActiveFlag = Atomic<Bool>

  /// An atomic integer: how many events wait for a ``SerialDelivery``'s drainer.
  @usableFromInline typealias PendingCount = Atomic<Int>
#endif
