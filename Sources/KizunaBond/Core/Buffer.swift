/// Bond v4's `Buffer`: the last `size` events, oldest first, for replay to new observers.
///
/// ```swift
/// var buffer = Buffer<Int>(size: 2)
/// buffer.push(1); buffer.push(2); buffer.push(3)
/// buffer.replayTo { print($0) }  // prints 2, then 3
/// ```
public struct Buffer<EventType> {
  /// The events kept, oldest first.
  var buffer: [EventType] = []

  /// How many events the buffer keeps.
  public var size: Int

  /// The event pushed last, if any.
  public var last: EventType? { buffer.last }

  /// Creates an empty buffer that keeps `size` events.
  ///
  /// - Parameter size: How many events to keep.
  /// - Precondition: `size` is at least 1.
  public init(size: Int) {
    precondition(size > 0, "Buffer(size: \(size)): the size must be at least 1")
    self.size = size
    buffer.reserveCapacity(Swift.min(size, 64))
  }

  /// Adds `event`, dropping the oldest one if the buffer is full.
  ///
  /// - Parameter event: The event to keep.
  /// - Complexity: O(1) for a buffer of size 1 (an `Observable`'s), O(`size`) otherwise.
  public mutating func push(_ event: EventType) {
    if size == 1, !buffer.isEmpty {
      buffer[0] = event
    } else {
      buffer.append(event)
      if buffer.count > size { buffer.removeFirst() }
    }
  }

  /// Sends the kept events to `sink`, oldest first.
  ///
  /// - Parameter sink: Called once per kept event.
  public func replayTo(_ sink: (EventType) -> Void) {
    for event in buffer { sink(event) }
  }
}
