/// The messages one session has for its client and the client has not taken yet, counted in
/// bytes against a bound.
///
/// The session's handlers ``enqueue(_:)`` encoded messages, in order; one writer takes them
/// with ``next()`` and reports each one written with ``didWrite(_:)``. A message that would
/// take the waiting bytes past `limit` is refused (unless nothing else waits: one message
/// always fits), the queue closes, and the session is to be dropped.
///
/// ```swift
/// let queue = OutboundQueue(limit: 10)
/// print(queue.enqueue("12345678"))  // prints queued
/// print(queue.enqueue("12345"))     // prints overLimit: 13 bytes would wait
/// print(queue.enqueue("1"))         // prints closed
/// ```
///
/// Thread-safe.
package final class OutboundQueue: Sendable {
  /// What became of an enqueued message.
  package enum Outcome: Sendable, Hashable {
    /// Queued for the writer.
    case queued
    /// Refused: it would take the waiting bytes past the bound; the queue is closed now.
    case overLimit
    /// Refused: the queue was closed already (the session ended or was dropped).
    case closed
  }

  private enum State {
    /// Open: the messages waiting, their bytes, and a writer waiting for the next one.
    case open(waiting: [String], bytes: Int, writer: CheckedContinuation<String?, Never>?)
    /// Refused a message or finished: nothing more goes out.
    case closed
  }

  private enum WakeAction {
    case none
    case resume(CheckedContinuation<String?, Never>, with: String?)
  }

  package let limit: Int
  private let state = Lock.make(State.open(waiting: [], bytes: 0, writer: nil))
  private let statistics: ServerStatistics?

  package init(limit: Int, statistics: ServerStatistics? = nil) {
    precondition(limit > 0, "OutboundQueue: limit \(limit) must be positive")
    self.limit = limit
    self.statistics = statistics
  }

  /// The bytes waiting now: enqueued and not yet reported written.
  package var queuedBytes: Int {
    state.withLock {
      if case .open(_, let bytes, _) = $0 { return bytes }
      return 0
    }
  }

  /// Queues `text`, unless the queue is closed or `text` would take the waiting bytes past the
  /// bound (the queue closes then).
  package func enqueue(_ text: String) -> Outcome {
    let size = text.utf8.count
    var outcome = Outcome.closed
    var peak = 0
    var released = 0
    let action = state.withLock { state -> WakeAction in
      guard case .open(var waiting, let bytes, let writer) = state else { return .none }
      guard bytes == 0 || bytes + size <= limit else {
        released = bytes
        outcome = .overLimit
        state = .closed
        return writer.map { .resume($0, with: nil) } ?? .none
      }
      outcome = .queued
      peak = bytes + size
      if let writer {
        state = .open(waiting: waiting, bytes: bytes + size, writer: nil)
        return .resume(writer, with: text)
      }
      waiting.append(text)
      state = .open(waiting: waiting, bytes: bytes + size, writer: nil)
      return .none
    }
    statistics?.update { counters in
      if outcome == .queued {
        counters.queuedOutputBytes += size
        counters.peakQueuedOutputBytes = max(counters.peakQueuedOutputBytes, peak)
      } else {
        counters.queuedOutputBytes -= released
      }
    }
    if case .resume(let writer, let value) = action { writer.resume(returning: value) }
    return outcome
  }

  /// The next message to write, in order; nil once the queue is closed.
  package func next() async -> String? {
    await withCheckedContinuation { continuation in
      let action = state.withLock { state -> WakeAction in
        switch state {
        case .closed:
          return .resume(continuation, with: nil)
        case .open(var waiting, let bytes, let writer):
          precondition(writer == nil, "OutboundQueue.next: two writers")
          guard !waiting.isEmpty else {
            state = .open(waiting: waiting, bytes: bytes, writer: continuation)
            return .none
          }
          let first = waiting.removeFirst()
          state = .open(waiting: waiting, bytes: bytes, writer: nil)
          return .resume(continuation, with: first)
        }
      }
      if case .resume(let writer, let value) = action { writer.resume(returning: value) }
    }
  }

  /// Reports `text` (taken with ``next()``) handed to the network: its bytes stop counting.
  package func didWrite(_ text: String) {
    let size = text.utf8.count
    state.withLock { state in
      guard case .open(let waiting, let bytes, let writer) = state else { return }
      state = .open(waiting: waiting, bytes: bytes - size, writer: writer)
    }
    statistics?.update { $0.queuedOutputBytes -= size }
  }

  /// Closes the queue: the writer's ``next()`` returns nil; bytes still counted stop counting.
  package func close() {
    var released = 0
    let action = state.withLock { state -> WakeAction in
      guard case .open(_, let bytes, let writer) = state else { return .none }
      released = bytes
      state = .closed
      return writer.map { .resume($0, with: nil) } ?? .none
    }
    if released > 0 { statistics?.update { $0.queuedOutputBytes -= released } }
    if case .resume(let writer, let value) = action { writer.resume(returning: value) }
  }
}
