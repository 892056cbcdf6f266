import NIOConcurrencyHelpers

/// The server's open HTTP connections, at most `capacity` of them: a connection past the cap
/// takes the place of the oldest one that has not yet completed a request head, and is refused
/// only when every open connection has completed one.
///
/// Slow or silent clients (a request trickled a byte at a time, a connection that sends
/// nothing) are the ones that make room, so that they cannot hold every descriptor the process
/// has while a visitor waits.
///
/// ```swift
/// let roster = ConnectionRoster<String>(capacity: 1)
/// print(roster.admit("a"))        // prints admitted(id: 1, evicting: nil)
/// print(roster.admit("b"))        // prints admitted(id: 2, evicting: Optional("a"))
/// roster.didCompleteRequestHead(2)
/// print(roster.admit("c"))        // prints refused
/// ```
///
/// The server's connections are its channels. Thread-safe; it never closes a connection itself
/// (the caller closes what it is told to, outside the lock).
final class ConnectionRoster<Connection: Sendable>: Sendable {
  /// What to do with a new connection.
  enum Admission {
    /// Serve it as connection `id`; close `evicting` first, if any, to make room.
    case admitted(id: Int, evicting: Connection?)
    /// Close it: the cap is reached and every open connection has completed a request.
    case refused
  }

  private struct Entry {
    let connection: Connection
    var hasCompletedRequestHead = false
  }

  private struct State {
    var entries: [Int: Entry] = [:]
    var lastID = 0
  }

  /// The most connections open at once.
  let capacity: Int
  private let state = Lock.make(State())

  /// Creates an empty roster of at most `capacity` connections.
  init(capacity: Int) {
    precondition(capacity >= 1, "ConnectionRoster: capacity \(capacity) is not at least 1")
    self.capacity = capacity
  }

  /// The connections open now.
  var count: Int { state.withLock { $0.entries.count } }

  /// Admits `connection` if there is room, or makes room by evicting the oldest connection that
  /// has not completed a request head.
  ///
  /// - Complexity: O(1) below the cap, O(``capacity``) at it.
  func admit(_ connection: Connection) -> Admission {
    state.withLock { state in
      var evicted: Connection?
      if state.entries.count >= capacity {
        // Ids grow with time, so the smallest pending id is the oldest pending connection.
        let oldest = state.entries.lazy.filter { !$0.value.hasCompletedRequestHead }
          .min { $0.key < $1.key }
        guard let oldest else { return .refused }
        state.entries[oldest.key] = nil
        evicted = oldest.value.connection
      }
      state.lastID += 1
      state.entries[state.lastID] = Entry(connection: connection)
      return .admitted(id: state.lastID, evicting: evicted)
    }
  }

  /// Records that connection `id` has completed a request head: it no longer makes room.
  func didCompleteRequestHead(_ id: Int) {
    state.withLock { $0.entries[id]?.hasCompletedRequestHead = true }
  }

  /// Forgets connection `id` (it has closed).
  func remove(_ id: Int) {
    _ = state.withLock { $0.entries.removeValue(forKey: id) }
  }
}
