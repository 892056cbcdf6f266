#if canImport(Darwin)
  public import Atomics

  /// An atomic Boolean stored inline where the platform allows it.
  ///
  /// Apple systems before iOS 18 / macOS 15 lack `Synchronization.Atomic`, so they use
  /// swift-atomics' `ManagedAtomic` (one extra allocation); Linux uses the toolchain's `Atomic`,
  /// stored inline in the owning object. Both offer the same `load`/`store`/`exchange` API.
  @usableFromInline typealias ActiveFlag = ManagedAtomic<Bool>
#else
  public import Synchronization

  /// An atomic Boolean stored inline in the owning object (the toolchain's `Atomic`).
  ///
  /// Apple systems use swift-atomics' `ManagedAtomic` instead, because `Synchronization.Atomic`
  /// needs iOS 18 / macOS 15 there. Both offer the same `load`/`store`/`exchange` API.
  @usableFromInline typealias ActiveFlag = Atomic<Bool>
#endif
