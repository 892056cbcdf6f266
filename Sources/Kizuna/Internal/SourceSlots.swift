/// The latest value of one source of a multi-source operator (`combineLatest`,
/// `with(latestFrom:)`).
///
/// Safety: a slot belongs to one observation of one operator and is read and written only
/// inside that operator's `SerialDelivery.update`, that is, under its lock.
final class LatestSlot<Value: Sendable>: @unchecked Sendable {
  var value: Value?
  var isCompleted = false

  init() {}
}

/// The buffered values of one source of `zip`.
///
/// Safety: read and written only inside the owning operator's `SerialDelivery.update`.
final class BufferSlot<Value: Sendable>: @unchecked Sendable {
  private var buffer: ContiguousArray<Value> = []
  private var head = 0
  var isCompleted = false

  init() {}

  /// How many values wait to be zipped.
  var count: Int { buffer.count - head }

  func append(_ value: Value) { buffer.append(value) }

  func removeFirst() -> Value {
    let value = buffer[head]
    head += 1
    if head == buffer.count {
      buffer.removeAll(keepingCapacity: buffer.count <= 64)
      head = 0
    }
    return value
  }

  /// Whether the source has completed and nothing of it is left to zip.
  var isExhausted: Bool { isCompleted && head == buffer.count }
}

/// The storage of all sources of a `combineLatest` observation: one ``LatestSlot`` each.
protocol LatestStorage: Sendable {
  associatedtype Output: Sendable
  var sourceCount: Int { get }
  /// The output built from every slot's value; call only when every slot has one.
  func output() -> Output
}

/// The storage of all sources of a `zip` observation: one ``BufferSlot`` each.
protocol BufferStorage: Sendable {
  associatedtype Output: Sendable
  var sourceCount: Int { get }
  /// Removes the first value of every slot; call only when every slot has one.
  func removeFirst() -> Output
  /// How many slots hold at least one value.
  var nonEmptyCount: Int { get }
  /// Whether some source has completed with nothing left to zip.
  var hasExhaustedSource: Bool { get }
}

/// One ``LatestSlot`` per element type of a parameter pack.
///
/// Safety: the slots are only touched under the owning operator's lock (see ``LatestSlot``).
final class LatestPack<each Value: Sendable>: LatestStorage, @unchecked Sendable {
  let slots: (repeat LatestSlot<each Value>)
  let sourceCount: Int

  init() {
    let slots = (repeat LatestSlot<each Value>())
    var count = 0
    for _ in repeat each slots { count += 1 }
    self.slots = slots
    sourceCount = count
  }

  func output() -> (repeat each Value) { (repeat currentValue(of: each slots)) }

  /// `head` followed by every slot's value, as one flat tuple.
  func output<Head>(prepending head: Head) -> (Head, repeat each Value) {
    (head, repeat currentValue(of: each slots))
  }
}

/// One ``LatestSlot`` per source of a homogeneous array of sources.
final class LatestArray<Value: Sendable>: LatestStorage {
  let slots: [LatestSlot<Value>]

  init(count: Int) { slots = (0..<count).map { _ in LatestSlot() } }

  var sourceCount: Int { slots.count }

  func output() -> [Value] { slots.map { currentValue(of: $0) } }
}

/// One ``BufferSlot`` per element type of a parameter pack.
///
/// Safety: the slots are only touched under the owning operator's lock (see ``BufferSlot``).
final class BufferPack<each Value: Sendable>: BufferStorage, @unchecked Sendable {
  let slots: (repeat BufferSlot<each Value>)
  let sourceCount: Int

  init() {
    let slots = (repeat BufferSlot<each Value>())
    var count = 0
    for _ in repeat each slots { count += 1 }
    self.slots = slots
    sourceCount = count
  }

  func removeFirst() -> (repeat each Value) { (repeat firstValue(of: each slots)) }

  var nonEmptyCount: Int {
    var count = 0
    for slot in repeat each slots { count += slot.count > 0 ? 1 : 0 }
    return count
  }

  var hasExhaustedSource: Bool {
    for slot in repeat each slots { if slot.isExhausted { return true } }
    return false
  }
}

/// One ``BufferSlot`` per source of a homogeneous array of sources.
final class BufferArray<Value: Sendable>: BufferStorage {
  let slots: [BufferSlot<Value>]

  init(count: Int) { slots = (0..<count).map { _ in BufferSlot() } }

  var sourceCount: Int { slots.count }

  func removeFirst() -> [Value] { slots.map { $0.removeFirst() } }

  var nonEmptyCount: Int { slots.count { $0.count > 0 } }

  var hasExhaustedSource: Bool { slots.contains { $0.isExhausted } }
}

// Free functions rather than member expressions inside pack expansions: the compiler handles
// `repeat f(each slots)` reliably.
private func currentValue<Value>(of slot: LatestSlot<Value>) -> Value {
  guard let value = slot.value else {
    preconditionFailure("Kizuna: internal error: combining a source that has no value yet")
  }
  return value
}

private func firstValue<Value>(of slot: BufferSlot<Value>) -> Value { slot.removeFirst() }
