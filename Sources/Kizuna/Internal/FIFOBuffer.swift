/// A first-in, first-out queue with O(1) amortized push and pop, used behind a ``Lock``.
///
/// Popped slots are reclaimed once the consumed prefix is at least half the storage, so a
/// queue that is filled and drained forever does not grow.
///
/// Invariant: `0 <= head <= storage.count`; the slots before `head` are `nil` and the ones
/// from `head` on hold the queued elements, oldest first. A plain value: its owner keeps it
/// behind a lock.
@usableFromInline package struct FIFOBuffer<Element> {
  @usableFromInline var storage: [Element?] = []
  @usableFromInline var head = 0

  @inlinable package init() {}

  /// Whether nothing is queued.
  @inlinable package var isEmpty: Bool { head == storage.count }

  /// How many elements are queued.
  @inlinable package var count: Int { storage.count - head }

  /// Appends `element` at the back.
  @inlinable package mutating func append(_ element: Element) {
    storage.append(element)
  }

  /// Removes and returns the front element, or `nil` when empty.
  @inlinable package mutating func popFirst() -> Element? {
    guard head < storage.count else { return nil }
    let element = storage[head]
    storage[head] = nil
    head += 1
    if head == storage.count {
      storage.removeAll(keepingCapacity: storage.count <= 1024)
      head = 0
    } else if head >= 64 && head * 2 >= storage.count {
      storage.removeFirst(head)
      head = 0
    }
    return element
  }

  /// Removes everything.
  @inlinable package mutating func removeAll() {
    storage.removeAll()
    head = 0
  }
}

extension FIFOBuffer: Sendable where Element: Sendable {}
