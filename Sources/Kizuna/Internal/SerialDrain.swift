#if canImport(Darwin)
  public import Atomics
#else
  public import Synchronization
#endif

/// The one rule by which Kizuna's deliveries run serially without holding a lock while
/// observers run: used by ``Broadcaster`` (a subject's observers) and ``SerialDelivery`` (a
/// multi-source operator's one observer).
///
/// The owner keeps its queue of items (deliveries, events) under its own lock; this type keeps
/// the count of items queued and not yet delivered. Under the owner's lock, whoever queues an
/// item calls ``claim(_:)``: the caller that raises the count from zero becomes the *drainer*,
/// takes its first item in the same critical section and, after releasing the lock, calls
/// ``drain(from:deliver:next:)``, which delivers items one by one, lowering the count after
/// each, until it reaches zero. Only when the count stays above zero (others queued items
/// meanwhile) does the drainer take the owner's lock again (`next`) to dequeue one. Callers
/// that find a drainer at work leave their items to it and return. An observer that queues an
/// item while being delivered to (re-entrancy) therefore never recurses: its item is delivered
/// after the current one.
///
/// Invariant: the count equals the items queued and not yet delivered, including the one
/// being delivered; it is above zero exactly while one thread, the drainer, delivers. Items are
/// delivered one at a time, in queue order, never under the owner's lock.
@usableFromInline
struct SerialDrain: ~Copyable, Sendable {
  /// Items queued and not yet delivered.
  @usableFromInline let pending: PendingCount

  @inlinable init() { pending = PendingCount(0) }

  /// Under the owner's lock, after queuing `count` items (or before making the first one at
  /// once): whether the caller became the drainer.
  @inlinable @inline(__always)
  func claim(_ count: Int = 1) -> Bool {
    pending.wrappingAdd(count, ordering: .acquiringAndReleasing).oldValue == 0
  }

  /// After the drainer delivered one item: whether more are queued (the drainer must take the
  /// next one under the owner's lock and deliver it).
  @inlinable @inline(__always)
  func delivered() -> Bool {
    pending.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue > 0
  }

  /// The drainer's loop: delivers `first`, then every item queued meanwhile, until none is
  /// left.
  ///
  /// - Parameters:
  ///   - first: The item the caller took when it became the drainer.
  ///   - deliver: Delivers one item (outside the owner's lock).
  ///   - next: Dequeues the oldest queued item under the owner's lock.
  @inlinable @inline(__always)
  func drain<Item>(from first: Item, deliver: (Item) -> Void, next: () -> Item?) {
    deliver(first)
    while delivered() { deliver(dequeued(next)) }
  }

  /// The drainer's loop after it delivered its first item itself: every item queued meanwhile.
  ///
  /// - Parameters:
  ///   - deliver: Delivers one item (outside the owner's lock).
  ///   - next: Dequeues the oldest queued item under the owner's lock.
  @inlinable @inline(__always)
  func drainRest<Item>(deliver: (Item) -> Void, next: () -> Item?) {
    while delivered() { deliver(dequeued(next)) }
  }

  /// The item `next` dequeues; one was counted, so there is one.
  @inlinable
  func dequeued<Item>(_ next: () -> Item?) -> Item {
    guard let item = next() else {
      preconditionFailure("Kizuna: internal error: an item was counted but not queued")
    }
    return item
  }
}
